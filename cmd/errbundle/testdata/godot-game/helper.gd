extends RefCounted

func hurt(target: Node) -> void:
	var unused_damage := 5
	target.queue_free()
