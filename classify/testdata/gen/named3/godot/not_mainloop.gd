extends Node

func _ready():
	print("hi")
