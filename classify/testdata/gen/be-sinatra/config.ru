require_relative "app"
run App
