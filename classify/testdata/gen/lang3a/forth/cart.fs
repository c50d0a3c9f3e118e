: line-total ( qty price -- n ) * ;
: cart-total ( -- n ) 2 3 line-total 5 1 line-totl + ;
cart-total . cr
bye
