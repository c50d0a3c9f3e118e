extends Node

func _ready():
	var wave = {"size": 0}
	assert(wave.size > 0, "wave must not be empty")
	print("spawned")
