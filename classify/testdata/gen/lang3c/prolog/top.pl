:- initialization(main).
main :- total([1,2,3], T), format("total ~w~n", [T]), halt.
