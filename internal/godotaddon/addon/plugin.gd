@tool
extends EditorPlugin
## Adds the Errbundle autoload, which sends the game's errors, and sends the
## errors of tool scripts run in the editor itself.

const AUTOLOAD := "Errbundle"
const AUTOLOAD_PATH := "res://addons/errbundle/autoload.gd"
const Settings := preload("res://addons/errbundle/settings.gd")
const Sender := preload("res://addons/errbundle/sender.gd")
const ErrLogger := preload("res://addons/errbundle/logger.gd")

var _sender: Sender
var _logger: ErrLogger


func _enable_plugin() -> void:
	add_autoload_singleton(AUTOLOAD, AUTOLOAD_PATH)
	Settings.declare()


func _disable_plugin() -> void:
	remove_autoload_singleton(AUTOLOAD)


func _enter_tree() -> void:
	Settings.declare()
	if not Settings.enabled():
		return
	# The editor's own complaints are the editor's: only errors a script
	# of the project raised (a tool script, an EditorScript) are sent.
	_sender = Sender.new(Settings.daemon_url(), Settings.process_id(true), Settings.project_dir(), "godot --editor (errbundle addon)")
	_logger = ErrLogger.new(_sender, true)
	OS.add_logger(_logger)


func _exit_tree() -> void:
	if _logger != null:
		OS.remove_logger(_logger)
		_logger = null
	if _sender != null:
		_sender.close()
		_sender = null
