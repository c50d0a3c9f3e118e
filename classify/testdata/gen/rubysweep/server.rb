# A WEBrick servlet app (no framework) whose handler raises.
require 'webrick'
require_relative 'lib/pricing'

server = WEBrick::HTTPServer.new(Port: Integer(ARGV[0]), BindAddress: '127.0.0.1')
server.mount_proc('/price') do |req, res|
  res.body = Pricing.quote(req.query['sku']).to_s
end
server.mount_proc('/ok') { |_req, res| res.body = 'ok' }
trap('TERM') { server.shutdown }
server.start
