price(tea, 300).
price(cake, 450).

total([], 0).
total([N|Ns], T) :- price(N, P), total(Ns, T0), T is T0 + P.

main :- total([tea], T1), format("tea: ~w~n", [T1]),
        total([tea, coffee], T2), format("coffee: ~w~n", [T2]),
        X is foo + 1, format("~w~n", [X]).
