extends RefCounted
## Where the errors go, and whether they go at all.

const URL_SETTING := "errbundle/daemon_url"
const DEFAULT_URL := "http://127.0.0.1:7373"
## Set by errbundle run in what it starts (and so in a game the editor it
## started plays): errbundle reads that console already.
const RUN_ENV := "ERRBUNDLE_RUN"


static func declare() -> void:
	if not ProjectSettings.has_setting(URL_SETTING):
		ProjectSettings.set_setting(URL_SETTING, DEFAULT_URL)
	ProjectSettings.set_initial_value(URL_SETTING, DEFAULT_URL)
	ProjectSettings.add_property_info({"name": URL_SETTING, "type": TYPE_STRING})


## Off in exported release builds, and under errbundle run, whose console
## reading would report every error a second time.
static func enabled() -> bool:
	return OS.is_debug_build() and not OS.has_environment(RUN_ENV)


static func daemon_url() -> String:
	return str(ProjectSettings.get_setting(URL_SETTING, DEFAULT_URL))


static func project_dir() -> String:
	return ProjectSettings.globalize_path("res://").trim_suffix("/")


## The process the errors are stored under: "godot:<project>", or
## "godot-editor:<project>" for the editor's tool scripts.
static func process_id(editor: bool) -> String:
	var name := str(ProjectSettings.get_setting("application/config/name", ""))
	if name.strip_edges() == "":
		name = project_dir().get_file()
	var slug := ""
	for c in name.to_lower():
		slug += c if (c >= "a" and c <= "z") or (c >= "0" and c <= "9") or c == "-" or c == "_" else "-"
	return ("godot-editor:" if editor else "godot:") + slug
