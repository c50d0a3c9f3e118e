val prices = [("pen", 100), ("book", 500)]

fun unitPrice sku =
  case List.find (fn (s, _) => s = sku) prices of
      SOME (_, p) => p
    | NONE => raise Fail ("unknown sku: " ^ sku)

fun total items = foldl (fn ((sku, qty), acc) => acc + unitPrice sku * qty) 0 items

val () = print ("total: " ^ Int.toString (total [("pen", 2), ("mug", 1)]) ^ "\n")
