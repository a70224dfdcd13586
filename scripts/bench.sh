#!/usr/bin/env bash
# Runs the benchmarks the README names (-count 5) and prints one Markdown
# table in the README's Performance format: the median of the runs, their
# range, the allocations and the target.
#
#   scripts/bench.sh                  # this tree
#   scripts/bench.sh --against REV    # this tree and REV (a temporary worktree), compared
#
# With --against, the comparison uses benchstat when it is on PATH
# (go install golang.org/x/perf/cmd/benchstat@latest); otherwise both tables
# are printed. BENCH_COUNT overrides the number of runs. Timings depend on
# the machine's load: compare runs made under the same conditions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${BENCH_COUNT:-5}
against=
while [[ $# -gt 0 ]]; do
	case $1 in
	--against) against=${2:?--against needs a revision}; shift 2 ;;
	-h | --help) sed -n '2,12p' "$0"; exit 0 ;;
	*) echo "usage: scripts/bench.sh [--against REV]" >&2; exit 2 ;;
	esac
done

# name|package|unit of the result|what one unit is|target
benchmarks='BenchmarkPlayTakeback|./goboard|ns/pair|per play+takeback pair|< 125 ns
BenchmarkIsLegal|./goboard|ns/call|per call|< 5 ns
BenchmarkIsLegalMidgame|./goboard|ns/call|per call|
BenchmarkAnalyze|./benson|ns/op|per position|< 5 µs
BenchmarkAnalyzeHot|./benson|ns/op|per position|
BenchmarkAnalyzeLists|./benson|ns/op|per position|
BenchmarkParseNested10000|./sgf|ns/op||< 200 ms
BenchmarkParseGame|./sgf|ns/op||
BenchmarkParse50MB|./sgf|ns/op||well under 2 s'

# run DIR OUT: runs the benchmarks in the module at DIR, raw output to OUT.
run() {
	local dir=$1 out=$2 names pkgs
	names=$(cut -d'|' -f1 <<<"$benchmarks" | paste -sd'|')
	pkgs=$(cut -d'|' -f2 <<<"$benchmarks" | sort -u)
	# shellcheck disable=SC2086
	(cd "$dir" && go test -run '^$' -bench "^($names)\$" -benchmem -count "$count" $pkgs) >"$out"
}

# table OUT: prints the table of the raw output OUT.
table() {
	awk -v spec="$benchmarks" -v count="$count" '
	function human(ns) {
		if (ns >= 1e9) return sprintf("%.2f s", ns / 1e9)
		if (ns >= 1e6) return sprintf("%.1f ms", ns / 1e6)
		if (ns >= 1e3) return sprintf("%.1f µs", ns / 1e3)
		return sprintf("%.1f ns", ns)
	}
	function median(name,   n, i, j, t, v) {
		n = runs[name]
		for (i = 1; i <= n; i++) v[i] = val[name, i]
		for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j-1] > v[j]; j--) { t = v[j]; v[j] = v[j-1]; v[j-1] = t }
		lo[name] = v[1]; hi[name] = v[n]
		return n % 2 ? v[(n+1)/2] : (v[n/2] + v[n/2+1]) / 2
	}
	BEGIN {
		n = split(spec, lines, "\n")
		for (i = 1; i <= n; i++) {
			split(lines[i], f, "|")
			order[i] = f[1]; unit[f[1]] = f[3]; what[f[1]] = f[4]; target[f[1]] = f[5]
		}
		nb = n
	}
	/^Benchmark/ {
		name = $1; sub(/-[0-9]+$/, "", name)
		if (!(name in unit)) next
		k = ++runs[name]
		for (i = 3; i < NF; i += 2) {
			if ($(i+1) == unit[name]) val[name, k] = $i
			if ($(i+1) == "allocs/op") allocs[name] = $i
			if ($(i+1) == "live-x-input") live[name] = $i
		}
	}
	END {
		print "| benchmark | result | target |"
		print "|---|---|---|"
		for (i = 1; i <= nb; i++) {
			name = order[i]
			if (!runs[name]) { printf "| `%s` | not run (skipped or failed) | %s |\n", name, target[name]; continue }
			m = median(name)
			res = "**" human(m) (what[name] != "" ? " " what[name] : "") "**"
			if (runs[name] > 1) res = res sprintf(" (median of %d; %s–%s)", runs[name], human(lo[name]), human(hi[name]))
			res = res sprintf(", %s allocs", allocs[name])
			if (name in live) res = res sprintf("; parsed tree %.1fx the input", live[name])
			printf "| `%s` | %s | %s |\n", name, res, target[name]
		}
	}' "$1"
}

tmp=$(mktemp -d)
cleanup() {
	if [[ -d "$tmp/lifeline" ]]; then git -C "$root" worktree remove --force "$tmp/lifeline" || true; fi
	rm -rf "$tmp"
}
trap cleanup EXIT

echo "running the benchmarks of $(git -C "$root" describe --always --dirty 2>/dev/null || echo "the tree") ($count runs each)..." >&2
run "$root" "$tmp/new.txt"
if [[ -z "$against" ]]; then
	table "$tmp/new.txt"
	exit 0
fi

# The old revision runs in a temporary worktree with the shared corpus
# beside it, as here, so that both measure the same games.
if [[ -d "$root/../shared" ]]; then
	ln -s "$(cd "$root/../shared" && pwd)" "$tmp/shared"
fi
git -C "$root" worktree add --quiet --detach "$tmp/lifeline" "$against"
echo "running the benchmarks of $against ($count runs each)..." >&2
run "$tmp/lifeline" "$tmp/old.txt"
echo "## $against"
table "$tmp/old.txt"
echo
echo "## this tree"
table "$tmp/new.txt"
if command -v benchstat >/dev/null; then
	echo
	benchstat "$against=$tmp/old.txt" "this tree=$tmp/new.txt"
else
	echo
	echo "(install benchstat for a statistical comparison: go install golang.org/x/perf/cmd/benchstat@latest)"
fi
