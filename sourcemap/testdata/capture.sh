# Helpers sourced by the gen.sh scripts; not run on its own.
# They need curl, chromium and firefox-esr on PATH.

# wait_http URL: polls until the dev server answers.
wait_http() {
	i=0
	until curl -fs -o /dev/null "$1"; do
		i=$((i + 1))
		[ "$i" -lt 120 ] || { echo "server at $1 never answered" >&2; exit 1; }
		sleep 0.5
	done
}

# browser_stack PAGE_URL OUT_FILE: loads the page in headless Chromium and
# saves the text of its <pre id="stack">, the err.stack the page recorded.
browser_stack() {
	chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=10000 \
		--dump-dom "$1" 2>/dev/null |
		sed -n '/<pre id="stack">/,/<\/pre>/p' |
		sed -e 's/.*<pre id="stack">//' -e 's/<\/pre>.*//' \
			-e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&quot;/"/g' -e 's/&amp;/\&/g' >"$2"
	[ -s "$2" ] || { echo "no stack recorded from $1" >&2; exit 1; }
}

# save_served ORIGIN OUT_DIR STACK_FILE [LINES]: saves every script the stack
# names in its first LINES lines (default all; path only, a query such as
# ?v=123 is dropped) exactly as the server sent it, with its response headers
# beside it (.headers), plus any .map it points to ("//#" or the old "//@"
# comment; saved under its path, a query such as ?v=42 dropped).
save_served() {
	head -n "${4:-100000}" "$3" | grep -o "$1/[^):? ]*" | sort -u | while read -r u; do
		p=${u#"$1"}
		d=$(dirname "$p")
		d=${d%/}
		mkdir -p "$2$d"
		curl -fsS -D "$2$p.headers" -o "$2$p" "$u"
		m=$(grep -o '//[#@] sourceMappingURL=[^ ]*' "$2$p" | tail -n 1 | sed 's|//[#@] sourceMappingURL=||')
		case "$m" in
		"" | data:*) ;;
		*)
			mkdir -p "$(dirname "$2$d/${m%%\?*}")" # a map in another directory (maps/main.js.map)
			curl -fsS -o "$2$d/${m%%\?*}" "$1$d/$m"
			;;
		esac
	done
}

# save_script ORIGIN OUT_DIR PATH: saves one script (and the .map it names).
save_script() {
	d=$(dirname "$3")
	mkdir -p "$2$d"
	curl -fsS -D "$2$3.headers" -o "$2$3" "$1$3"
}

# firefox_stack PAGE_URL OUT_FILE: loads the page in headless Firefox, whose
# console goes to stdout with devtools.console.stdout.content, and saves the
# stack the page logged as "STACK <err.stack>". Firefox's err.stack has no
# message line.
firefox_stack() {
	prof=$(mktemp -d)
	echo 'user_pref("devtools.console.stdout.content", true);' >"$prof/user.js"
	timeout 60 firefox-esr --headless --no-remote --profile "$prof" \
		--screenshot "$prof/shot.png" "$1" 2>/dev/null |
		grep -m 1 '^console.log: "STACK ' |
		sed -e 's/^console.log: "STACK //' -e 's/"$//' -e 's/\\n/\n/g' -e 's/\\"/"/g' |
		sed -e '/^$/d' >"$2"
	rm -rf "$prof"
	[ -s "$2" ] || { echo "no stack logged by Firefox from $1" >&2; exit 1; }
}

# browser_versions: the browsers that recorded the stacks, for VERSION.
browser_versions() {
	chromium --version 2>/dev/null
	firefox-esr --version 2>/dev/null
}
