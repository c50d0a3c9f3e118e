@tool
extends EditorPlugin
## Plays the main scene once the editor is up, as the Play button does,
## raises an error of its own (a tool script's), and quits the editor
## once the game has had time to run.

func _enter_tree() -> void:
	get_tree().create_timer(2.0).timeout.connect(_play)


func _play() -> void:
	push_error("tool script failed")
	EditorInterface.play_main_scene()
	get_tree().create_timer(5.0).timeout.connect(func(): get_tree().quit())
