require "spec"
require "../src/cart"

describe Cart do
  it "sums items" do
    Cart.total([{"pen", 2}]).should eq(200)
  end

  it "takes ten percent off" do
    Cart.discount(100).should eq(90)
  end

  it "prices an unknown sku" do
    Cart.total([{"mug", 1}]).should eq(0)
  end
end
