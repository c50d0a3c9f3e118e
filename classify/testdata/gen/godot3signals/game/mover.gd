extends Node2D

var target = null
var frames = 0

func _process(_delta):
	frames += 1
	if frames > 4:
		get_tree().quit()
		return
	position = position.move_toward(target.position, 5)
