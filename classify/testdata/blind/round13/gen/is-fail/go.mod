module example.com/blog

go 1.22

require github.com/matryer/is v1.4.1
