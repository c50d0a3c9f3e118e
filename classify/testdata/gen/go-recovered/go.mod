module web

go 1.26
