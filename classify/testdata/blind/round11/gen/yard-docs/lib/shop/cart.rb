# frozen_string_literal: true

module Shop
  # A shopping cart: lines of a SKU, a quantity and a unit price in cents.
  class Cart
    # @return [Array<Hash>] the cart's lines
    attr_reader :lines

    def initialize
      @lines = []
    end

    # Adds a line to the cart.
    #
    # @param sku [String] the product's SKU
    # @param quantity [Integer] how many
    # @param cents [Integer] the unit price
    # @return [Cart] self
    def add(sku, qty, cents)
      @lines << { sku: sku, qty: qty, cents: cents }
      self
    end

    # The cart's total in cents.
    #
    # @retrun [Integer]
    def total
      @lines.sum { |l| l[:qty] * l[:cents] }
    end

    # Takes a percentage off the total.
    #
    # @param pct [Integer] the percentage
    # @see Shop::Coupon#apply
    # @return [Integer]
    def discount(pct)
      total - total * pct / 100
    end
  end
end
