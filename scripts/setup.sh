#!/usr/bin/env bash
# Installs what Lifeline needs on a Debian or Ubuntu machine, skipping what
# is already there: a C compiler and the OpenGL/X11 headers for Fyne (cgo),
# Go itself if missing, and with --test the tools of the end-to-end test
# (Xvfb, xauth, ImageMagick, x11-utils, xdotool) and GNU Go, the
# independent engine the tests compare with.
set -euo pipefail
pkgs=(gcc pkg-config libgl1-mesa-dev xorg-dev)
if [[ "${1:-}" == "--test" ]]; then
	pkgs+=(xvfb xauth imagemagick x11-utils xdotool gnugo)
fi
command -v go >/dev/null 2>&1 || pkgs+=(golang-go)
# The GTP check runs Sabaki's GTP library under Node.js.
if [[ "${1:-}" == "--test" ]] && ! command -v node >/dev/null 2>&1; then
	pkgs+=(nodejs npm)
fi
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
	sudo=""
	[[ $(id -u) -ne 0 ]] && sudo=sudo
	echo "setup: installing ${missing[*]}"
	$sudo apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# An older system Go fetches the toolchain that go.mod asks for.
export GOTOOLCHAIN=${GOTOOLCHAIN:-auto}
go version
