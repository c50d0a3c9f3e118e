#!/usr/bin/env bash
# Godot 4 for the Godot tests, without changing the system: Debian 12 has only
# godot3, and sid's godot (an editor build with debug features) needs a newer
# libc, so its packages and their dependencies are unpacked into one cache
# directory and started through that directory's own dynamic loader (see
# ../shared/FIELD-NOTES.md, "Godot 4"). Whatever version sid carries is taken;
# the unpacked tree is kept per version, so a second run costs one apt-get
# update. Prints the path of the launcher, which the tests find through
# ERRBUNDLE_GODOT or the same cache path.
set -euo pipefail

cache="${ERRBUNDLE_CI_CACHE:-$HOME/.cache/errbundle-ci}/godot"
apt_dir="$cache/apt"
mkdir -p "$apt_dir/lists/partial" "$apt_dir/archives/partial" "$apt_dir/etc"
: >"$apt_dir/status"
mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
mirror=${mirror:-http://deb.debian.org/debian}
cat >"$apt_dir/etc/sources.list" <<LIST
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror sid main
LIST
opts=(-o "Dir::Etc::SourceList=$apt_dir/etc/sources.list" -o "Dir::Etc::SourceParts=-"
  -o "Dir::State=$apt_dir" -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::State::status=$apt_dir/status"
  -o "Dir::Cache=$apt_dir" -o "Dir::Cache::Archives=$apt_dir/archives"
  -o "APT::Architecture=amd64" -o "APT::Sandbox::User=root" -o "Debug::NoLocking=1" -o "APT::Get::AllowUnauthenticated=false")

apt-get "${opts[@]}" -qq update >&2
version=$(apt-cache "${opts[@]}" policy godot | awk '/Candidate:/ {print $2}')
[ -n "$version" ] && [ "$version" != "(none)" ] || { echo "no godot package in sid" >&2; exit 1; }
root="$cache/$version"
launcher="$root/godot4"
if [ ! -x "$root/usr/bin/godot" ]; then
  rm -rf "$root.tmp" && mkdir -p "$root.tmp"
  pkgs=$(apt-get "${opts[@]}" -s install godot | awk '/^Inst / {print $2}')
  (cd "$apt_dir/archives" && apt-get "${opts[@]}" -qq download $pkgs >&2)
  for p in $pkgs; do
    deb=$(ls "$apt_dir/archives/${p}_"*.deb 2>/dev/null | head -1)
    [ -n "$deb" ] && dpkg-deb -x "$deb" "$root.tmp"
  done
  rm -rf "$root" && mv "$root.tmp" "$root"
  rm -f "$apt_dir/archives/"*.deb
fi
# sid is merged-/usr: the loader and the libraries are all under usr/lib.
libs="$root/usr/lib/x86_64-linux-gnu:$root/usr/lib/x86_64-linux-gnu/pulseaudio"
mkdir -p "$root/home"
cat >"$launcher.tmp" <<RUN
#!/bin/sh
# Godot $version from Debian sid, unpacked by .ci/godot.sh.
export HOME="\${GODOT_HOME:-$root/home}" XDG_CONFIG_HOME="\${GODOT_HOME:-$root/home}/.config" XDG_DATA_HOME="\${GODOT_HOME:-$root/home}/.local/share" XDG_CACHE_HOME="\${GODOT_HOME:-$root/home}/.cache"
exec "$root/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2" --library-path "$libs" "$root/usr/bin/godot" "\$@"
RUN
chmod +x "$launcher.tmp" && mv "$launcher.tmp" "$launcher"
"$launcher" --version >&2
echo "$launcher"
