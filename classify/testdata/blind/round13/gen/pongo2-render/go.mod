module example.com/storefront

go 1.22

require github.com/flosch/pongo2/v6 v6.0.0
