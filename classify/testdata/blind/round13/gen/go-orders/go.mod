module example.com/ordersapi

go 1.22
