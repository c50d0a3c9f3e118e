extends Node

const Inventory = preload("res://lib/inventory.gd")

func _ready():
	var inv = Inventory.new()
	print("swords: ", inv.count("sword"))
	print("owner: ", inv.owner_name(null))
