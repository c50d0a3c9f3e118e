module example.com/shopweb

go 1.22
