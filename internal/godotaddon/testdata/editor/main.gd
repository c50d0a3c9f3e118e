extends Node

func _ready() -> void:
	get_tree().create_timer(0.5).timeout.connect(func(): get_tree().quit())
	push_warning("low on mana")
	fail_loudly()
	var n: Node = null
	n.queue_free()

func fail_loudly() -> void:
	push_error("the save file is corrupt")
