-module(cart).
-export([main/1, total/1]).

total(Items) ->
    lists:foldl(fun({_Sku, Qty, Price}, Acc) -> Acc + Qty * Price end, 0, Items).

main(_) ->
    io:format("total ~p~n", [total([{a, 1, 10}])]),
    Pid = spawn(fun() -> total([{b, 2}]) end),
    timer:sleep(100),
    io:format("worker ~p done~n", [Pid]),
    total([{c, "2", 5}]).
