#!/usr/bin/env escript
main(_) -> io:format("errors: ~p~n", [0]).
