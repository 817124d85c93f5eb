#!/usr/bin/env bash
# Build and run the kiwi side of the benchmark comparison.
#
#   scripts/kiwi-bench.sh [SCENARIO...]          # all scenarios except the big ones
#   KIWI_BIG=1 scripts/kiwi-bench.sh             # also grid-60 and chain-10000 (minutes)
#
# Downloads the kiwisolver sdist with pip (PyPI only) into a cache outside the repository
# (${KIWI_CACHE:-$HOME/.cache/uikit-layout-kiwi}), generates the enaml-like constraints from the
# sdist's benchmarks/enaml_like_benchmark.py (scripts/kiwi/gen_enaml.py), compiles
# scripts/kiwi/bench.cpp against the header-only C++ kiwi with g++ -O2 -std=c++17, and runs it.
# Output format: see the top of scripts/kiwi/bench.cpp. Join with the Swift side's output with
# scripts/kiwi/compare.py.
#
# Environment: KIWI_VERSION (default 1.5.1), KIWI_CACHE, CXX (default g++), KIWI_BIG.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
version="${KIWI_VERSION:-1.5.1}"
cache="${KIWI_CACHE:-$HOME/.cache/uikit-layout-kiwi}"
cxx="${CXX:-g++}"
mkdir -p "$cache"

sdist="$cache/kiwisolver-$version.tar.gz"
if [[ ! -f "$sdist" ]]; then
    echo "# downloading kiwisolver==$version sdist into $cache" >&2
    python3 -m pip download --quiet --no-binary :all: --no-deps -d "$cache" "kiwisolver==$version" >&2
fi
[[ -f "$sdist" ]] || { echo "kiwi-bench: no $sdist after pip download" >&2; exit 1; }

src="$cache/src-$version"
if [[ ! -f "$src/.unpacked" ]]; then
    rm -rf "$src"
    mkdir -p "$src"
    tar -xzf "$sdist" -C "$src"
    touch "$src/.unpacked"
fi

# The sdist root is the directory holding kiwi/kiwi.h.
header="$(find "$src" -path '*/kiwi/kiwi.h' -print | head -n 1)"
[[ -n "$header" ]] || { echo "kiwi-bench: kiwi/kiwi.h not found in $sdist" >&2; exit 1; }
root="$(dirname "$(dirname "$header")")"
enaml_py="$(find "$root" -name enaml_like_benchmark.py -print | head -n 1)"
[[ -n "$enaml_py" ]] || { echo "kiwi-bench: enaml_like_benchmark.py not found in $sdist" >&2; exit 1; }

build="$cache/build-$version"
mkdir -p "$build"
python3 "$here/kiwi/gen_enaml.py" "$enaml_py" --cpp "$build/enaml_constraints.inc"
# Same system as a solver-system/1 file, for cross-checking values with scripts/kiwi-solve.py.
python3 "$here/kiwi/gen_enaml.py" "$enaml_py" --json "$build/enaml.solver-system.json"

exe="$build/kiwi-bench"
"$cxx" -O2 -std=c++17 -I"$root" -I"$build" "$here/kiwi/bench.cpp" -o "$exe"

exec "$exe" "$@"
