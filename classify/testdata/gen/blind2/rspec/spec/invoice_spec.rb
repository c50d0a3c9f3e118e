Invoice = Struct.new(:lines) do
  def total = lines.sum { |l| l[:price] * l[:qty] }
end

RSpec.describe Invoice do
  it "sums lines" do
    expect(Invoice.new([{ price: 2, qty: 3 }]).total).to eq(6)
  end

  it "rounds to cents" do
    expect(Invoice.new([{ price: 0.1, qty: 3 }]).total).to eq(0.3)
  end

  it "handles missing qty" do
    expect(Invoice.new([{ price: 2 }]).total).to eq(0)
  end

  it "supports currencies" do
    pending("multi-currency")
    expect(1).to eq(2)
  end
end
