require "active_record"

ActiveRecord::Base.establish_connection(adapter: "sqlite3", database: ":memory:")

ActiveRecord::Schema.define do
  create_table :products do |t|
    t.string :name
    t.integer :price_cents
  end
end

class Product < ActiveRecord::Base
  validates :name, presence: true
end

Product.create!(name: "Mug", price_cents: 1250)
cheap = Product.where("price < ?", 2000).order(:name)
puts cheap.map(&:name).join(", ")
