require "sinatra/base"
require "json"
require_relative "cart"

class App < Sinatra::Base
  get "/health" do
    "ok"
  end

  get "/cart/:id" do
    { total: Cart.total(params[:id]) }.to_json
  end

  get "/page/:id" do
    @title = "Cart #{params[:id]}"
    @cart = Cart.lookup(params[:id])
    erb :cart
  end
end
