let prices = [ ("pen", 100); ("book", 500) ]

let price sku = List.assoc sku prices

let total items = List.fold_left (fun acc (sku, qty) -> acc + (price sku * qty)) 0 items

let discount c = c - (c / 20) (* bug: 5% instead of 10% *)

let test_sum () = Alcotest.(check int) "two pens" 200 (total [ ("pen", 2) ])
let test_discount () = Alcotest.(check int) "ten percent" 90 (discount 100)
let test_unknown () = Alcotest.(check int) "unknown sku" 0 (total [ ("mug", 1) ])

let () =
  Alcotest.run "cart"
    [
      ( "total",
        [ Alcotest.test_case "sums" `Quick test_sum; Alcotest.test_case "unknown" `Quick test_unknown ] );
      ("discount", [ Alcotest.test_case "ten percent" `Quick test_discount ]);
    ]
