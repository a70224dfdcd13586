#!/usr/bin/env bash
# Builds the Linux desktop package (binary, icon and .desktop entry in a
# tar.xz) with Fyne's own packaging tool: scripts/package.sh [OUTDIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
mkdir -p "$out"
export GOTOOLCHAIN=${GOTOOLCHAIN:-auto}
# fyne package bumps the build number in FyneApp.toml: keep the file as it is.
saved=$(mktemp)
cp FyneApp.toml "$saved"
trap 'cp "$saved" FyneApp.toml; rm -f "$saved"' EXIT
go run fyne.io/fyne/v2/cmd/fyne@v2.7.1 package -os linux -release 2>&1 | grep -v "deprecated" || true
ls Lifeline.tar.xz >/dev/null
mv Lifeline.tar.xz "$out/"
# grep reads the whole listing: with -q it would stop at the first match and
# tar would die of SIGPIPE (exit 141 under pipefail).
tar -tJf "$out/Lifeline.tar.xz" | grep 'usr/local/bin/' >/dev/null
echo "package: $out/Lifeline.tar.xz"
