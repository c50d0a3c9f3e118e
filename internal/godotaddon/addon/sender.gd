extends RefCounted
## Sends queued console lines to the errbundle daemon's POST /v1/process on
## a thread of its own, in batches: the game never waits on the network,
## and when no daemon answers the lines are dropped quietly.

## The most lines held while the daemon does not answer; beyond it, the
## newest are dropped.
const MAX_QUEUE := 2000
## How long a batch gathers before it is sent, in milliseconds.
const BATCH_MS := 200
## Bounds each post, and the wait at close, in milliseconds.
const POST_TIMEOUT_MS := 2000

var _mutex := Mutex.new() # guards _queue, _closing
var _queue: Array[Dictionary] = []
var _closing := false
var _wake := Semaphore.new()
var _thread := Thread.new()
var _thread_id := -1

var _host := ""
var _port := 0
var _process_id := ""
var _start := {}
var _started := false # the daemon took the start event


func _init(url: String, process_id: String, dir: String, command: String) -> void:
	_process_id = process_id
	var rest := url.trim_prefix("http://")
	if rest == url:
		return # only plain HTTP to a loopback daemon; anything else is off
	rest = rest.get_slice("/", 0)
	var colon := rest.rfind(":")
	_host = rest.substr(0, colon) if colon > 0 else rest
	_port = int(rest.substr(colon + 1)) if colon > 0 else 80
	_host = _host.trim_prefix("[").trim_suffix("]")
	_start = {"type": "start", "timestamp": _now(), "command": command, "cwd": dir, "pid": OS.get_process_id()}
	_thread.start(_run)


## Queues lines to send; safe from any thread, never blocks on the network.
func push(lines: PackedStringArray) -> void:
	if _host == "":
		return
	var ts := _now()
	_mutex.lock()
	for text in lines:
		if _queue.size() < MAX_QUEUE:
			_queue.append({"type": "line", "timestamp": ts, "stream": "stderr", "text": text})
	_mutex.unlock()
	_wake.post()


## Whether the caller is the sender's own thread: its HTTP failures are
## not errors of the game.
func on_sender_thread() -> bool:
	return _thread_id != -1 and OS.get_thread_caller_id() == _thread_id


## Sends what is queued and an exit event, then stops the thread.
func close() -> void:
	if _host == "":
		return
	_mutex.lock()
	_closing = true
	_mutex.unlock()
	_wake.post()
	_thread.wait_to_finish()


func _run() -> void:
	_thread_id = OS.get_thread_caller_id()
	while true:
		_wake.wait()
		OS.delay_msec(BATCH_MS)
		_mutex.lock()
		var batch := _queue
		_queue = []
		var closing := _closing
		_mutex.unlock()
		if closing:
			batch.append({"type": "exit", "timestamp": _now(), "exit_code": 0})
		if not batch.is_empty():
			_send(batch)
		if closing:
			return


func _send(batch: Array[Dictionary]) -> void:
	var events: Array[Dictionary] = []
	if not _started:
		events.append(_start)
	events.append_array(batch)
	var body := JSON.stringify({"process_id": _process_id, "events": events})
	if _post(body) and not _started:
		_started = true


func _post(body: String) -> bool:
	var c := HTTPClient.new()
	if c.connect_to_host(_host, _port) != OK:
		return false
	var deadline := Time.get_ticks_msec() + POST_TIMEOUT_MS
	while c.get_status() == HTTPClient.STATUS_CONNECTING or c.get_status() == HTTPClient.STATUS_RESOLVING:
		c.poll()
		if Time.get_ticks_msec() > deadline:
			return false
		OS.delay_msec(2)
	if c.get_status() != HTTPClient.STATUS_CONNECTED:
		return false # no daemon: dropped quietly
	var headers := PackedStringArray(["Content-Type: application/json"])
	var token := _token()
	if token != "":
		headers.append("Errbundle-Token: " + token)
	if c.request(HTTPClient.METHOD_POST, "/v1/process", headers, body) != OK:
		return false
	while c.get_status() == HTTPClient.STATUS_REQUESTING:
		c.poll()
		if Time.get_ticks_msec() > deadline:
			return false
		OS.delay_msec(2)
	if not c.has_response():
		return false
	var code := c.get_response_code()
	while c.get_status() == HTTPClient.STATUS_BODY and Time.get_ticks_msec() < deadline:
		c.poll()
		c.read_response_body_chunk()
	c.close()
	return code >= 200 and code < 300


## The daemon's token (see errbundle's internal/proctoken), read at each
## post since a daemon started again has a new one: it proves the project
## directory is this game's, so the errors belong to that project.
func _token() -> String:
	var path := _cache_dir().path_join("errbundle").path_join("token-%d" % _port)
	if _cache_dir() == "" or not FileAccess.file_exists(path):
		return ""
	return FileAccess.get_file_as_string(path).strip_edges()


## os.UserCacheDir, as the daemon computes it.
func _cache_dir() -> String:
	match OS.get_name():
		"Windows":
			return OS.get_environment("LocalAppData")
		"macOS":
			return OS.get_environment("HOME").path_join("Library/Caches")
	var xdg := OS.get_environment("XDG_CACHE_HOME")
	if xdg != "":
		return xdg
	var home := OS.get_environment("HOME")
	return home.path_join(".cache") if home != "" else ""


func _now() -> int:
	return int(Time.get_unix_time_from_system() * 1000.0)
