line_total(item(Q, P), T) :- T is Q * P.
cart_total([], 0).
cart_total([I|Is], T) :- line_total(I, T1), cart_total(Is, T2), T is T1 + T2.
main :- cart_total([item(2, 3), item(5, price)], T), write(T), nl.
:- initialization(main).
