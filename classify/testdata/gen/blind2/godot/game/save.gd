extends Node

func _ready():
	var f = File.new()
	if f.open("user://nosave/slot1.dat", File.READ) != OK:
		push_error("could not open save slot 1")
