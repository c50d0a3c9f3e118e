let discount = 10

let total prices =
  let unused = 3 in
  List.fold_left ( + ) 0 prices

let describe = function
  | [] -> "empty"
  | [ _ ] -> "one"

let () = print_endline (describe [ total [ 1 ] ])
