extends SceneTree

func _init():
	var speed: int = "fast"
	quit()
