let discount = 10

let total prices = List.fold_left ( + ) 0 prices - discount

let label n = "total: " ^ n

let () = print_endline (label (total [ 1; 2 ]))
let unused = 3
