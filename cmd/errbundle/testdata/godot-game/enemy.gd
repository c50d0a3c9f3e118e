extends RefCounted

var speed := 3

func spawn() -> void:
	var speed := 7
	print("enemy speed ", speed)
