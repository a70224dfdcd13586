#!/bin/sh
# Installs Lifeline for the current user on a Linux desktop: the binary in
# ~/.local/bin, the icon in ~/.local/share/icons and a .desktop entry in
# ~/.local/share/applications. Run from anywhere inside the module:
#   sh assets/install.sh            (PREFIX=/usr/local sh assets/install.sh for all users, as root)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${PREFIX:-$HOME/.local}
cd "$root"
mkdir -p "$prefix/bin" "$prefix/share/icons/hicolor/512x512/apps" "$prefix/share/applications"
go build -trimpath -o "$prefix/bin/lifeline" .
cp assets/icon.png "$prefix/share/icons/hicolor/512x512/apps/io.github.lifeline.png"
cat > "$prefix/share/applications/io.github.lifeline.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Name=Lifeline
GenericName=Go game review
Comment=Shows which Go chains are unconditionally alive (Benson's algorithm) and why
Exec=$prefix/bin/lifeline %f
Icon=io.github.lifeline
Terminal=false
Categories=Game;BoardGame;
MimeType=application/x-go-sgf;
Keywords=go;baduk;weiqi;sgf;benson;
DESKTOP
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$prefix/share/applications" || true
echo "installed $prefix/bin/lifeline, its icon and $prefix/share/applications/io.github.lifeline.desktop"
