-module(cart_SUITE).
-include_lib("common_test/include/ct.hrl").
-export([all/0, sums/1, discount/1, unknown_sku/1]).

all() -> [sums, discount, unknown_sku].

sums(_Config) -> 200 = cart:total([{pen, 2}]).

discount(_Config) -> 90 = cart:discount(100).

unknown_sku(_Config) -> 0 = cart:total([{mug, 1}]).
