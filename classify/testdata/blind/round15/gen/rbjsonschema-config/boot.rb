require "json"
require "json-schema"

module Shop
  def self.load_config(path)
    data = JSON.parse(File.read(path))
    JSON::Validator.validate!("config/schema.json", data)
    data
  end
end

config = Shop.load_config("config/app.json")
puts "booting on port #{config["port"]}"
