extends Node

func _ready():
	var a = 1
        var b = 2
	print(a + b)
