-module(cart).
-export([total/1, discount/1]).

price(pen) -> 100;
price(book) -> 500.

total(Items) -> lists:sum([price(Sku) * Qty || {Sku, Qty} <- Items]).

discount(C) -> C - C div 20.
