module example.com/orders

go 1.22

require github.com/CloudyKit/jet/v6 v6.2.0

require github.com/CloudyKit/fastprinter v0.0.0-20200109182630-33d98a066a53 // indirect
