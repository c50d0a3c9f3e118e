extends Node

func _ready():
	print("frame 1 done")
	get_tree().quit()
