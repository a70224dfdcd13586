#!/bin/sh
# Produces docs/screenshot.png: runs the end-to-end test under Xvfb and keeps
# its screenshot (cropped to the window). Run from the module root:
#   sh e2e/screenshot.sh
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$root/docs"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
LIFELINE_E2E=1 LIFELINE_SCREENSHOT="$tmp/shot.png" go test -count=1 -run TestWindowUnderXvfb ./e2e
# the window sits at the top-left of the 1280x800 screen, 1200x780 by default
convert "$tmp/shot.png" -crop 1200x780+0+0 +repage "$root/docs/screenshot.png"
echo "wrote docs/screenshot.png"
