:- use_module(library(plunit)).
:- begin_tests(ok).
test(sums) :- 3 =:= 1 + 2.
:- end_tests(ok).
