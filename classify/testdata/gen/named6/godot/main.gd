extends Node

func _ready():
	var a = Node.new()
	a.name = "Player"
	var b = Node.new()
	b.add_child(a)
	add_child(a)
	var gone = Node.new()
	gone.free()
	use(gone)
	b.free()
	get_tree().quit()

func use(n):
	n.set_name("x")
