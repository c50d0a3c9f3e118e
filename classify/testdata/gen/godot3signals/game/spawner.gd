extends Node

signal wave_started(n)

func _ready():
	connect("wave_started", self, "_on_wave_started")
	emit_signal("wave_started", 1)
	var t = Timer.new()
	add_child(t)
	t.connect("timeout", self, "_on_timer_timeout")
	t.start(0.05)

func _on_wave_started(n, extra):
	print("wave ", n)
