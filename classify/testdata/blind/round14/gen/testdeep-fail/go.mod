module example.com/shop

go 1.22

require github.com/maxatome/go-testdeep v1.14.0

require github.com/davecgh/go-spew v1.1.1 // indirect
