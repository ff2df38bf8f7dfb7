#!/bin/sh
# Installs a built sketchpad with its desktop entry, icons, man page and shell completions.
#   swift build -c release --static-swift-stdlib && sudo scripts/install.sh
# PREFIX (default /usr/local), DESTDIR (staging root, for packagers) and BIN (the binary,
# default .build/release/sketchpad) may be set in the environment.
set -eu
cd "$(dirname "$0")/.."
PREFIX="${PREFIX:-/usr/local}"
DESTDIR="${DESTDIR:-}"
BIN="${BIN:-.build/release/sketchpad}"
if [ ! -x "$BIN" ]; then
    echo "install.sh: no binary at $BIN; build it first: swift build -c release --static-swift-stdlib" >&2
    exit 1
fi
root="$DESTDIR$PREFIX"
install -Dm755 "$BIN" "$root/bin/sketchpad"
install -Dm644 assets/sketchpad.desktop "$root/share/applications/sketchpad.desktop"
install -Dm644 assets/icons/sketchpad.svg "$root/share/icons/hicolor/scalable/apps/sketchpad.svg"
install -Dm644 assets/icons/sketchpad.png "$root/share/icons/hicolor/256x256/apps/sketchpad.png"
install -Dm644 docs/man/sketchpad.1 "$root/share/man/man1/sketchpad.1"
install -Dm644 assets/completions/sketchpad.bash "$root/share/bash-completion/completions/sketchpad"
install -Dm644 assets/completions/_sketchpad "$root/share/zsh/site-functions/_sketchpad"
install -Dm644 assets/completions/sketchpad.fish "$root/share/fish/vendor_completions.d/sketchpad.fish"
echo "installed sketchpad $("$root/bin/sketchpad" --version) under $root"
