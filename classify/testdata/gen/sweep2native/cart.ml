let prices = [ ("tea", 300); ("cake", 450) ]

let price name = List.assoc name prices

let total names = List.fold_left (fun acc n -> acc + price n) 0 names

let () =
  Printf.printf "tea: %d\n" (total [ "tea" ]);
  Printf.printf "coffee: %d\n" (total [ "tea"; "coffee" ])
