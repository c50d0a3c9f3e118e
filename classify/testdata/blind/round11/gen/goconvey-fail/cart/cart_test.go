package cart

import (
	"testing"

	. "github.com/smartystreets/goconvey/convey"
)

func TestCart(t *testing.T) {
	Convey("Given a cart with two mugs and a cap", t, func() {
		lines := []Line{{"mug", 2, 800}, {"cap", 1, 1200}}

		Convey("its total counts every mug", func() {
			So(Total(lines), ShouldEqual, 2800)
		})

		Convey("ten percent off rounds down", func() {
			So(Discount(2805, 10), ShouldEqual, 2524)
		})

		Convey("an empty cart costs nothing", func() {
			So(Total(nil), ShouldBeZeroValue)
		})
	})
}
