require 'grape'

module Shop
  class API < Grape::API
    format :json

    resource :orders do
      get ':id' do
        order = ORDERS.fetch(params[:id].to_i)
        { id: order[:id], total: order[:total] }
      end
    end
  end

  ORDERS = { 1 => { id: 1, total: 1299 } }.freeze
end
