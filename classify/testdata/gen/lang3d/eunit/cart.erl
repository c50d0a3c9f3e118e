-module(cart).
-export([total/1]).
-include_lib("eunit/include/eunit.hrl").

total(Items) -> lists:sum(Items).

sums_test() -> ?assertEqual(6, total([1, 2, 3])).
discount_test() -> ?assertEqual(5, total([2, 2])).
empty_test() -> ?assert(total([]) =:= 1).
