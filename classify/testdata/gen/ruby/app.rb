require 'sinatra'
require_relative 'cart'

set :port, 18452
set :server, 'webrick'

get '/ok' do
  'ok'
end

get '/boom' do
  Cart.new.total(nil)
end
