require_relative 'api'
run Shop::API
