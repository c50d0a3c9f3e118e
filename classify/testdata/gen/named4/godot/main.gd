extends Node

func _ready():
	call_deferred("spawn_wave", 3)
	var hud = get_node("/root/Game/HUD")
	var cfg = ConfigFile.new()
	var err = cfg.load("user://settings.cfg")
	if err != OK:
		printerr("Error: settings.cfg unreadable (code %d)" % err)
	var t = get_tree().create_timer(0.1)
	t.connect("timeout", self, "_on_timeout")

func _on_timeout():
	var enemies = {"orc": 2}
	print(enemies["troll"])
	get_tree().quit()
