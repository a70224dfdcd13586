#!/usr/bin/env bash
# Installs what is missing and runs every check of Lifeline: gofmt, go vet,
# staticcheck, all unit, property, golden-image and end-to-end tests, short
# fuzz runs, one pass of every benchmark, and the desktop package build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --test
export GOTOOLCHAIN=${GOTOOLCHAIN:-auto}
export LANG=${LANG:-en_US.UTF-8}
[[ "$LANG" == C* || "$LANG" == POSIX ]] && export LANG=en_US.UTF-8
fuzztime=${FUZZTIME:-15s}

step() { printf '\n== %s\n' "$*"; }

step "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [[ -n "$unformatted" ]]; then
	echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

step "go vet"
go vet ./...

step "staticcheck"
staticcheck=$(go env GOBIN)
staticcheck=${staticcheck:-$(go env GOPATH)/bin}/staticcheck
if ! "$staticcheck" -version 2>/dev/null | grep -q '(0\.8\.2)'; then
	go install honnef.co/go/tools/cmd/staticcheck@v0.8.2
fi
"$staticcheck" ./...

step "tsumego.js (an independent solver that package solve's tests compare with)"
(cd e2e/tsumegojs && npm ci --no-audit --no-fund --loglevel=error)

step "go test (unit, property, golden images, end-to-end under Xvfb)"
LIFELINE_E2E=1 go test -count=1 -timeout 30m ./...

step "go test -race (packages with goroutines)"
# The solver (cancel, progress), the GTP engine (its reader goroutine and
# interrupt), the document, the command line and the internal packages; then
# the app, whose Solve command, proven layers and whole-game plot work in
# goroutines.
go test -race -count=1 ./document ./cli ./solve ./internal/... ./gtp
go test -race -count=1 ./app

step "fuzz (short bounded runs)"
for target in "./goboard FuzzBoard" "./sgf FuzzParse" "./sgf FuzzParseTruncated" "./benson FuzzAnalyze" "./replay FuzzReplay" "./safety FuzzVerdict" "./solve FuzzParseRect" "./solve FuzzParseArea" "./solve FuzzSolveSGF" "./cli FuzzSolveCommand" "./gtp FuzzCommandLoop" "./document FuzzAddLines"; do
	set -- $target
	# Minimising each new interesting input may otherwise take up to a
	# minute, during which the run executes nothing new.
	# A run whose time ends while the fuzzer is minimising a new input can be
	# reported as "context deadline exceeded" with no failing input (a flake
	# of the fuzzing engine under load): such a run is repeated once. A real
	# failure writes its input under testdata/fuzz and fails at once.
	log=$(mktemp)
	if ! go test "$1" -run '^$' -fuzz "^$2\$" -fuzztime "$fuzztime" -fuzzminimizetime 2s 2>&1 | tee "$log"; then
		if grep -q 'context deadline exceeded' "$log" && ! grep -q 'Failing input written' "$log"; then
			echo "fuzz $2: the run ended in the fuzzer's own deadline error, not a failing input: running it again"
			go test "$1" -run '^$' -fuzz "^$2\$" -fuzztime "$fuzztime" -fuzzminimizetime 2s
		else
			exit 1
		fi
	fi
	rm -f "$log"
done

step "benchmarks (one short pass each)"
go test -run '^$' -bench . -benchtime 100x -benchmem ./goboard ./benson ./uncond
go test -run '^$' -bench 'BenchmarkFinalStatusList$|BenchmarkUnconditionalStatus$|BenchmarkLoadSGF300$' -benchtime 20x -benchmem ./gtp
go test -run '^$' -bench 'BenchmarkSafety$|BenchmarkWholeGame$' -benchtime 100x -benchmem ./safety

step "lifeline gtp through Sabaki's GTP library (@sabaki/gtp, as Sabaki attaches engines)"
(cd e2e/sabaki && npm ci --no-audit --no-fund --loglevel=error)
go build -o /tmp/lifeline-ci-gtp .
node e2e/sabaki/attach.js /tmp/lifeline-ci-gtp solve/testdata/straight-three.sgf

step "desktop package builds"
go build -o /tmp/lifeline-ci-build .
./scripts/package.sh "$(mktemp -d)"

echo
echo "all checks passed"
