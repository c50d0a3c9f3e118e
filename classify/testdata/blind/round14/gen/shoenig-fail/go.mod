module example.com/blog

go 1.22

require github.com/shoenig/test v1.12.1

require github.com/google/go-cmp v0.6.0 // indirect
