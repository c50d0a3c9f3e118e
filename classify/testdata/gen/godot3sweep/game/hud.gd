extends Node

var slots = [1, 2, 3]

func _ready():
	print("slot: ", slots[5])
