:- use_module(library(plunit)).
cart_total(Items, T) :- sum_list(Items, T).
:- begin_tests(cart).
test(sums) :- cart_total([1,2,3], 6).
test(discount) :- cart_total([2,2], T), T =:= 5.
test(empty, [true(T == 1)]) :- cart_total([], T).
:- end_tests(cart).
