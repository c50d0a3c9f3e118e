extends SceneTree

func _init():
	print("building atlas")
	var f = File.new()
	var err = f.open("res://atlas/missing.json", File.READ)
	if err != OK:
		printerr("could not open atlas: ", err)
	var parsed = JSON.parse("{bad json")
	if parsed.error != OK:
		push_error("atlas.json line %d: %s" % [parsed.error_line, parsed.error_string])
	var sprites = []
	print(sprites[2])
	quit()
