extends SceneTree

func _init():
	print("inventory loaded: 3 items")
	quit()
