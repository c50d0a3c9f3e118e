open OUnit2

let shipping weight = if weight <= 0 then 0 else 5 + (weight / 2) (* bug: rounds down *)

let parse_qty s = int_of_string s

let tests =
  "cart"
  >::: [
         ("free for nothing" >:: fun _ -> assert_equal 0 (shipping 0));
         ("rounds up" >:: fun _ -> assert_equal ~printer:string_of_int 7 (shipping 3));
         ("parses quantity" >:: fun _ -> assert_equal 2 (parse_qty "two"));
       ]

let () = run_test_tt_main tests
