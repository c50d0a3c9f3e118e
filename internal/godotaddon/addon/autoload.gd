extends Node
## Registers the errbundle Logger for the running game, as early as an
## autoload can, and flushes what it holds when the game quits.

const Settings := preload("res://addons/errbundle/settings.gd")
const Sender := preload("res://addons/errbundle/sender.gd")
const ErrLogger := preload("res://addons/errbundle/logger.gd")

var _sender: Sender
var _logger: ErrLogger


func _init() -> void:
	# _init, not _ready: errors raised by other autoloads' _ready and the
	# main scene's are then caught too.
	if Engine.is_editor_hint() or not Settings.enabled():
		return
	_sender = Sender.new(Settings.daemon_url(), Settings.process_id(false), Settings.project_dir(), "godot --path %s (errbundle addon)" % Settings.project_dir())
	_logger = ErrLogger.new(_sender, false)
	OS.add_logger(_logger)


func _exit_tree() -> void:
	if _logger != null:
		OS.remove_logger(_logger)
		_logger = null
	if _sender != null:
		# Errors of the last frame (the one that called quit()) are sent
		# before the game ends; close waits at most a few seconds.
		_sender.close()
		_sender = null
