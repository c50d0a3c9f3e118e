extends Logger
## Hands each error Godot reports to the sender, written as Godot 4.5+
## prints it on the console, so that errbundle reads it as it reads a game
## under errbundle run. Called from any thread: it only formats and queues.

const Sender := preload("res://addons/errbundle/sender.gd")
const OWN_DIR := "res://addons/errbundle/"

var _sender: Sender
var _editor: bool


func _init(sender: Sender, editor: bool) -> void:
	_sender = sender
	_editor = editor


func _log_error(function: String, file: String, line: int, code: String, rationale: String, _editor_notify: bool, error_type: int, script_backtraces: Array[ScriptBacktrace]) -> void:
	var frames := _has_frames(script_backtraces)
	if _sender.on_sender_thread() or file.begins_with(OWN_DIR):
		return # the sender's own failures: sending them would loop
	if _editor and not frames and not file.begins_with("res://"):
		return # the editor's own complaint, not a script of the project's
	# The console's prefixes and indents, by error type (Godot's
	# core/io/logger.cpp).
	var prefix := "ERROR: "
	var indent := "   "
	match error_type:
		ERROR_TYPE_WARNING:
			prefix = "WARNING: "
			indent = "     "
		ERROR_TYPE_SCRIPT:
			prefix = "SCRIPT ERROR: "
			indent = "          "
		ERROR_TYPE_SHADER:
			prefix = "SHADER ERROR: "
			indent = "          "
	var lines := PackedStringArray()
	lines.append(prefix + (rationale if rationale != "" else code))
	lines.append("%sat: %s (%s:%d)" % [indent, function, file, line])
	if frames:
		for bt in script_backtraces:
			if bt == null or bt.is_empty():
				continue
			lines.append("%s%s backtrace (most recent call first):" % [indent, bt.get_language_name()])
			for i in bt.get_frame_count():
				lines.append("%s    [%d] %s (%s:%d)" % [indent, i, bt.get_frame_function(i), bt.get_frame_file(i), bt.get_frame_line(i)])
	_sender.push(lines)


func _log_message(_message: String, _error: bool) -> void:
	pass # print() and printerr() output is the game's own, not an engine error


func _has_frames(backtraces: Array[ScriptBacktrace]) -> bool:
	for bt in backtraces:
		if bt != null and not bt.is_empty():
			return true
	return false
