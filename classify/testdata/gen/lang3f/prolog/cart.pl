total([], 0).
total([X|Xs], T) :- total(Xs, T0), T is T0 + X.
price(Item, P) :- member(Item-P, [apple-3, pear-4]), Unused = 1.
:- initialization((total([1,2], T), format("total ~w~n", [T]))).
