package cart_test

import (
	. "github.com/onsi/ginkgo/v2"
	. "github.com/onsi/gomega"

	"example.com/shop/cart"
)

var _ = Describe("Cart", func() {
	It("multiplies by quantity", func() {
		items := []cart.Item{{SKU: "A-1", Price: 500, Qty: 3}}
		Expect(cart.Total(items)).To(Equal(1500))
	})

	It("takes ten percent off with TEN", func() {
		Expect(cart.Discount(1000, "TEN")).To(Equal(900))
	})

	It("ignores an unknown code", func() {
		Expect(cart.Discount(1000, "NOPE")).To(Equal(1000))
	})
})
