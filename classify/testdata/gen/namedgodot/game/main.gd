extends Node

var frames = 0
var score = {"gold": 1}

func _ready():
	push_warning("score table is empty, using defaults")
	push_error("save file corrupted: slot 2")
	ratio()
	nested()
	var s = "ten"
	set_score(s)

func ratio():
	var zero = 0
	print("ratio: ", 10 / zero)

func set_score(v: int):
	score["gold"] = v

func nested():
	score.missing.value = 3

func _physics_process(_delta):
	frames += 1
	if frames == 3:
		var enemy = null
		enemy.hit(2)
	if frames > 5:
		get_tree().quit()
