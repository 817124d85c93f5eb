#!/usr/bin/env bash
# Builds the font file reader (outlines included) with libFuzzer and runs it for a bounded time.
# Usage: bash Fuzz/run-fonts.sh [seconds]   (default 30). Exits non-zero on a crash, hang,
# leak or out-of-memory. Seeds: the test fonts (Tests/UIKitLayoutTests/Fixtures/Fonts), read
# only.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-30}"
name=font-fuzz
sources=(
  Sources/UIKitLayout/Text/FontFile/FontFileError.swift
  Sources/UIKitLayout/Text/FontFile/CharacterMap.swift
  Sources/UIKitLayout/Text/FontFile/PairKerning.swift
  Sources/UIKitLayout/Text/FontFile/OpenTypeFace.swift
  Sources/UIKitLayout/Text/FontFile/GlyphOutline.swift
  Sources/UIKitLayout/Text/FontFile/GlyphOutlines.swift
  Fuzz/FontFuzzEntry.swift
)
fonts=Tests/UIKitLayoutTests/Fixtures/Fonts
seeds=("$fonts"/*.ttf "$fonts"/*.otf "$fonts"/*.ttc)
# 16 KB inputs at most (the seeds are 3–8 KB): a hostile table must be refused quickly, not
# read at length.
flags=(-max_len=16384)
source Fuzz/fuzz-target.sh
