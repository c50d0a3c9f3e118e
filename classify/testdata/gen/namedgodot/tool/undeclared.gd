extends Node

func _ready():
	var hp = 10
	print(hpp)
