total([], 0).
total([X|Xs], T) :- total(Xs, T0), T is T0 + X
main :- total([1,2], T), write(T), nl.
