extends Node

func _ready() -> void:
	get_tree().create_timer(0.5).timeout.connect(quit_now)
	push_warning("low on mana")
	fail_loudly()
	var n: Node = null
	n.queue_free()

func fail_loudly() -> void:
	push_error("the save file is corrupt")

func quit_now() -> void:
	push_error("quitting with unsaved progress")
	get_tree().quit()
