extends Node2D

signal scored(points)

var leaked

func _ready():
	connect("died", self, "_on_died")
	leaked = Node.new()
	var sprite = Sprite.new()
	print(sprite.global_position)
	set_speed()
	var scene = load("res://enemies/missing_boss.tscn")
	spawn(scene)
	emit_signal("scored", 10)
	get_tree().quit()

func set_speed():
	var stats = Reference.new()
	stats.speed = 5

func spawn(scene):
	var boss = scene.instance()
	add_child(boss)
