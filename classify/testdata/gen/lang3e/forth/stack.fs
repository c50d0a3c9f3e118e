: line-total ( qty price -- n ) * ;
: report ( -- ) 2 line-total . cr ;
report
bye
