extends Node

func _ready():
	var enemy = null
	add_child(enemy)
	var level = load("res://levels/level2.tscn")
	print("level: ", level)
	call("spawn_boss")
	get_tree().quit()
