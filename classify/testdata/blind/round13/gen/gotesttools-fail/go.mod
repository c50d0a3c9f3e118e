module example.com/billing

go 1.22

require gotest.tools/v3 v3.5.1

require github.com/google/go-cmp v0.5.9 // indirect
