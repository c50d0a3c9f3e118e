def total(items) = items.sum { |i| i[:price] }

RSpec.describe "cart" do
  it "sums prices" do
    expect(total([{ price: 2 }, { price: 3 }])).to eq(5)
  end

  it "applies discount" do
    expect(total([{ price: 10 }])).to eq(9)
  end

  it "handles missing items" do
    total(nil)
  end
end
