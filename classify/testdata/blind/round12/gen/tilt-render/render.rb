require 'tilt'
require 'tilt/erb'

Line = Struct.new(:sku, :price)
Invoice = Struct.new(:number, :lines, :total)

module Helpers
  def format_money(cents)
    format('$%.2f', cents / 100.0)
  end
end

scope = Object.new.extend(Helpers)
invoice = Invoice.new('2026-031', [Line.new('mug', 800), Line.new('hat', 1500)], 2300)
template = Tilt.new('views/invoice.erb')
puts template.render(scope, invoice: invoice)
