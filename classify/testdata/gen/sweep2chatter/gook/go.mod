module example.com/shop

go 1.22

require github.com/stretchr/testify v1.12.1
