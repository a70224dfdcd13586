#!/usr/bin/env bash
# Installs what is missing, builds Lifeline and opens its window (with no
# argument, on the embedded sample problem): scripts/start.sh [FILE.sgf]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export GOTOOLCHAIN=${GOTOOLCHAIN:-auto}
mkdir -p bin
go build -o bin/lifeline .
exec ./bin/lifeline "$@"
