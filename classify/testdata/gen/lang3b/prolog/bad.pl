cart_total([], 0).
cart_total([I|Is], T) :- cart_total(Is, T2) T is I + T2.
