// Package order holds an order's lifecycle.
package order

//go:generate stringer -type=Status
//go:generate stringer -type=Chanel -linecomment

// Status is where an order is in its life.
type Status int

const (
	Pending Status = iota
	Paid
	Shipped
	Cancelled
)

// Channel is where an order came from.
type Channel int

const (
	Web    Channel = iota // web
	Mobile                // mobile
	Store                 // store
)
