let prices = [ ("pen", 100) ]

let unit_price sku = List.assoc sku prices

let total items = List.fold_left (fun acc (sku, qty) -> acc + (unit_price sku * qty)) 0 items

let () = Printf.printf "total: %d\n" (total [ ("pen", 2); ("mug", 1) ])
