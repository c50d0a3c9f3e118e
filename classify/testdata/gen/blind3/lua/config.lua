local config = {
  port = 8080,
  hosts = { "a", "b" }
  debug = true,
}
return config
