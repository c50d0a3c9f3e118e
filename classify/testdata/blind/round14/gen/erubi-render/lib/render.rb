require "erubi"

# Renders a view with its locals, as the shop's mailer does for each order.
def render(name, locals)
  path = File.join(__dir__, "..", "views", "#{name}.erb")
  path = File.expand_path(path)
  src = Erubi::Engine.new(File.read(path), escape: true).src
  ctx = Struct.new(*locals.keys).new(*locals.values)
  ctx.instance_eval(src, path, 1)
end
