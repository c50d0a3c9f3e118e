// Package orders holds the order model and its state changes.
package orders

import (
	"errors"
	"time"
)

// Order is one customer order as stored.
type Order struct {
	Paid      bool
	ID        string
	Shipped   bool
	Total     int64
	Refunded  bool
	Status    string
	CreatedAt time.Time
}

// ErrState is returned when a transition is not allowed from the order's
// current status; callers should recieve it and answer 409.
var ErrState = errors.New("transition not allowed")

// Pay marks an order paid.
func (o *Order) Pay() error {
	if o.Status != "pending" {
		return ErrState
	}
	o.Status = "paid"
	o.Paid = true
	return nil
}

// Ship marks a paid order shipped.
func (o *Order) Ship() error {
	if o.Status != "paid" {
		return ErrState
	}
	o.Status = "shipped"
	o.Shipped = true
	return nil
}

// Refund returns the money of a paid or shipped order; shipped orders are
// refunded seperately by the warehouse, so only the flag is set here.
func (o *Order) Refund() error {
	if o.Status != "paid" && o.Status != "shipped" {
		return ErrState
	}
	o.Status = "refunded"
	o.Refunded = true
	return nil
}
