extends Node

func _ready()
	print("no colon")
