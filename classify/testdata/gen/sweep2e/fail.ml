let parse s =
  match int_of_string_opt s with
  | Some n -> n
  | None -> failwith ("not a number: " ^ s)

let () =
  Printf.printf "%d\n" (parse "12");
  Printf.printf "%d\n" (parse "twelve")
