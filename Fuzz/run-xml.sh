#!/usr/bin/env bash
# Builds the Interface Builder XML reader with libFuzzer and runs it for a bounded time.
# Usage: bash Fuzz/run-xml.sh [seconds]   (default 30). Exits non-zero on a crash, hang,
# leak or out-of-memory. Seeds: the Interface Builder fixtures
# (Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder), read only.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
name=xml-fuzz
sources=(Sources/UIKitLayout/InterfaceBuilder/XMLReader.swift Fuzz/XMLFuzzEntry.swift)
seeds=(Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder/*.xib Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder/*.storyboard)
# 64 KB inputs at most (longer seeds are read in part).
flags=(-max_len=65536 -dict=Fuzz/xml.dict)
source Fuzz/fuzz-target.sh
