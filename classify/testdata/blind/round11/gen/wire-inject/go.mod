module example.com/shop

go 1.22

require github.com/google/wire v0.6.0
