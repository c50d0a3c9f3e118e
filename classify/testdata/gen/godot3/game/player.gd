extends Node

var health = null

func _ready():
	push_warning("health not set, using default")
	push_error("inventory failed to load")
	var n = get_node("Missing")
	print(n)
	var hp = health + 1
	print(hp)

func _process(_delta):
	get_tree().quit()
