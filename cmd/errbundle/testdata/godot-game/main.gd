extends Node

const Helper = preload("res://helper.gd")
const Enemy = preload("res://enemy.gd")

var frames := 0

func _ready() -> void:
	push_warning("health not set, using default")
	push_error("inventory failed to load")
	get_node("Missing")
	Helper.new().hurt(null)
	print("after the script error")
	breakpoint
	print("after the breakpoint")
	Enemy.new().spawn()

func _process(_delta: float) -> void:
	frames += 1
	if frames == 3:
		get_tree().quit()
		push_error("saved nothing on quit")
