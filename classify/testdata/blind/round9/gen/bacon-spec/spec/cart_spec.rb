require_relative '../cart'

describe 'Cart' do
  before { @cart = Cart.new }

  it 'starts empty' do
    @cart.should.be.empty
  end

  it 'multiplies by quantity' do
    @cart.add(500, 3)
    @cart.total.should.equal 1500
  end

  it 'sums several items' do
    @cart.add(500)
    @cart.add(250, 2)
    @cart.total.should.equal 1250
  end

  it 'drops an item' do
    @cart.add(500)
    @cart.remove(500)
    @cart.should.be.empty
  end
end
