#!/usr/bin/env escript
%% -*- erlang -*-
main(_) ->
    Prices = #{pen => 100},
    Total = total(Prices, [{pen, 2}, {mug, 1}]),
    io:format("total: ~p~n", [Total]).

total(Prices, Items) ->
    lists:sum([maps:get(Sku, Prices) * Qty || {Sku, Qty} <- Items]).
