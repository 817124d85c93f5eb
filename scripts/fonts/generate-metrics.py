#!/usr/bin/env python3
"""Generates Sources/UIKitLayout/Text/FontMetrics+DejaVuSans.swift from the DejaVu Sans fonts.

Usage (Debian/Ubuntu):
    apt-get install fonts-dejavu-core && pip install fonttools
    python3 scripts/fonts/generate-metrics.py [FONT_DIR] > Sources/UIKitLayout/Text/FontMetrics+DejaVuSans.swift

FONT_DIR defaults to /usr/share/fonts/truetype/dejavu. The output depends only on the font
files, so running it twice gives the same file. What is extracted, and why (see
docs/text-measurement.md):

- units per em (head), and the vertical metrics from the hhea table (ascender, descender,
  line gap): Core Text, and so UIFont.ascender/descender/leading, reads hhea for TrueType fonts.
- cap height and x-height: OS/2 sCapHeight/sxHeight when the table is version 2 or later, else
  the top of the 'H' and 'x' glyphs' bounding boxes (DejaVu's OS/2 table is version 1).
- the horizontal advance (hmtx) of the nominal glyph (cmap) of every scalar in BLOCKS; a
  scalar the font has no glyph for is written as 0xFFFF ("missing", measured as .notdef).
- the advance of .notdef, used for every scalar outside the table.

Kerning and contextual shaping (Arabic joining forms, ligatures) are not extracted.
"""
import sys
from pathlib import Path

from fontTools.ttLib import TTFont

FONT_DIR = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu")

FACES = [
    ("dejaVuSans", "DejaVuSans.ttf"),
    ("dejaVuSansBold", "DejaVuSans-Bold.ttf"),
]

# Contiguous code-point ranges whose advances are shipped (inclusive bounds).
BLOCKS = [
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0300, 0x036F, "Combining Diacritical Marks"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x045F, "Cyrillic (basic)"),
    (0x05B0, 0x05F4, "Hebrew (points and letters)"),
    (0x060C, 0x064A, "Arabic (punctuation and letters)"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20BF, "Currency Symbols"),
    (0x2122, 0x2122, "Trade Mark Sign"),
    (0xFFFD, 0xFFFD, "Replacement Character"),
]

MISSING = 0xFFFF

LICENCE = """\
// Derived from DejaVu Sans 2.37 (fonts-dejavu-core), https://dejavu-fonts.github.io/
// Only numbers are taken (advances and vertical metrics), no glyph outlines.
//
// Copyright (c) 2003 by Bitstream, Inc. All Rights Reserved. Bitstream Vera is a trademark of
// Bitstream, Inc. DejaVu changes are in public domain. Licence: Bitstream Vera Fonts
// licence (as shipped in /usr/share/doc/fonts-dejavu-core/copyright):
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of the fonts
// accompanying this license ("Fonts") and associated documentation files (the "Font
// Software"), to reproduce and distribute the Font Software, including without limitation the
// rights to use, copy, merge, publish, distribute, and/or sell copies of the Font Software,
// and to permit persons to whom the Font Software is furnished to do so, subject to the
// following conditions:
//
// The above copyright and trademark notices and this permission notice shall be included in
// all copies of one or more of the Font Software typefaces.
//
// The Font Software may be modified, altered, or added to, and in particular the designs of
// glyphs or characters in the Fonts may be modified and additional glyphs or characters may
// be added to the Fonts, only if the fonts are renamed to names not containing either the
// words "Bitstream" or the word "Vera".
//
// This License becomes null and void to the extent applicable to Fonts or Font Software that
// has been modified and is distributed under the "Bitstream Vera" names.
//
// The Font Software may be sold as part of a larger software package but no copy of one or
// more of the Font Software typefaces may be sold by itself.
//
// THE FONT SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
// INCLUDING BUT NOT LIMITED TO ANY WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
// PURPOSE AND NONINFRINGEMENT OF COPYRIGHT, PATENT, TRADEMARK, OR OTHER RIGHT. IN NO EVENT
// SHALL BITSTREAM OR THE GNOME FOUNDATION BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, INCLUDING ANY GENERAL, SPECIAL, INDIRECT, INCIDENTAL, OR CONSEQUENTIAL DAMAGES,
// WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF THE USE OR
// INABILITY TO USE THE FONT SOFTWARE OR FROM OTHER DEALINGS IN THE FONT SOFTWARE.
//
// Except as contained in this notice, the names of Gnome, the Gnome Foundation, and
// Bitstream Inc., shall not be used in advertising or otherwise to promote the sale, use or
// other dealings in this Font Software without prior written authorization from the Gnome
// Foundation or Bitstream Inc., respectively. For further information, contact: fonts at
// gnome dot org.
"""


def glyph_top(font, char):
    glyph = font["glyf"][font.getBestCmap()[ord(char)]]
    glyph.recalcBounds(font["glyf"])
    return glyph.yMax


def face_source(swift_name, file_name):
    font = TTFont(FONT_DIR / file_name)
    head, hhea, os2, hmtx = font["head"], font["hhea"], font["OS/2"], font["hmtx"]
    cmap = font.getBestCmap()
    if os2.version >= 2:
        cap_height, x_height = os2.sCapHeight, os2.sxHeight
    else:
        cap_height, x_height = glyph_top(font, "H"), glyph_top(font, "x")
    postscript_name = font["name"].getDebugName(6)
    family_name = font["name"].getDebugName(1)
    notdef_advance = hmtx[".notdef"][0]

    lines = [
        f"  /// {postscript_name}: {family_name}, {file_name}.",
        f"  static let {swift_name} = FontFaceMetrics(",
        f'    postScriptName: "{postscript_name}", familyName: "{family_name}",',
        f"    unitsPerEm: {head.unitsPerEm}, ascender: {hhea.ascent}, descender: {hhea.descent},",
        f"    lineGap: {hhea.lineGap}, capHeight: {cap_height}, xHeight: {x_height},",
        f"    fallbackAdvance: {notdef_advance},",
        "    blocks: [",
    ]
    for first, last, title in BLOCKS:
        advances = []
        for code in range(first, last + 1):
            glyph = cmap.get(code)
            advances.append(hmtx[glyph][0] if glyph is not None else MISSING)
        lines.append(f"      // U+{first:04X}…U+{last:04X} {title}")
        lines.append(f"      AdvanceBlock(")
        lines.append(f"        first: 0x{first:04X},")
        lines.append(f"        advances: [")
        for start in range(0, len(advances), 12):
            chunk = ", ".join(str(a) for a in advances[start:start + 12])
            lines.append(f"          {chunk},")
        lines.append("        ]),")
    lines.append("    ])")
    return "\n".join(lines)


def main():
    out = [
        "// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.",
        "// GENERATED by scripts/fonts/generate-metrics.py; do not edit by hand.",
        "//",
        LICENCE.rstrip("\n"),
        "",
        "extension FontFaceMetrics {",
    ]
    out.append("\n\n".join(face_source(name, file) for name, file in FACES))
    out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
