-module(cart).
-export([total/1]).

helper() -> ok.

total(Items) ->
    Unused = 1,
    lists:sum([P || {_, P} <- Items]) +
