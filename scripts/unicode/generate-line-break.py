#!/usr/bin/env python3
"""Generates the Line_Break table of Sources/UIKitLayout/Text/ from Unicode's LineBreak.txt.

Usage:
    python3 scripts/unicode/generate-line-break.py LINEBREAK_TXT [--source TEXT] [--output DIR]
        [--verify-derived DERIVED_LINEBREAK_TXT]

LINEBREAK_TXT is the UCD file LineBreak.txt (on Debian/Ubuntu the package unicode-data installs
it as /usr/share/unicode/LineBreak.txt). --source is a one-line note of where the file came from
(a package name and version), written into the header. --output is the folder the three files
go in (default: Sources/UIKitLayout/Text in this repository):
  LineBreakClass.swift            the classes, the table's version and its lookup;
  LineBreakProperty+Starts.swift  the first code point of each range;
  LineBreakProperty+Ends.swift    the last code point and the class of each range.
The table is split so that no file is over a few hundred lines. --verify-derived compares the resolved value of every code point with
UCD's extracted/DerivedLineBreak.txt (same release) and fails on any difference.

The output depends only on the input file and --source, so running it twice gives the same file.

What it writes: the Line_Break property (UAX #14) of every code point as sorted, disjoint
inclusive ranges merged where neighbours have the same class, in three parallel arrays
(starts, ends, classes), plus the `LineBreakClass` enum they refer to. Code points in no range
are XX (Unknown), so XX ranges are left out of the arrays.

Defaults for unlisted code points: the file's `# @missing:` lines. Its header comment also
names default blocks in prose (ID for the CJK ideograph blocks, planes 2 and 3 and parts of
plane 1; PR for Currency Symbols). Since Unicode 15.1 the file lists every unassigned code point
of those blocks explicitly, so the prose adds nothing there; where it would (17.0: 85
unassigned code points of Supplemental Arrows-C, U+1F800..U+1F8FF, inside the header's
"U+1F000..U+1FAFF"), UCD's own resolved values (extracted/DerivedLineBreak.txt) say XX, so the
prose is only applied with --header-defaults. The script prints a note for every header block
with unlisted code points; --verify-derived checks the result code point by code point.

The raw values of `LineBreakClass` are an implementation detail of this file; a new Unicode
version may add classes (the script stops on a class it does not know: add it to CLASSES).
"""
import argparse
import hashlib
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DEFAULT_OUTPUT = REPO / "Sources/UIKitLayout/Text"
MAX_CODE_POINT = 0x10FFFF

# Every Line_Break value of UAX #14, in the order of the enum: (short name, long name, doc).
# Non-tailorable classes first, then the rest roughly in UAX #14's table order.
CLASSES = [
    ("BK", "Mandatory_Break", "break after (LB4); form feed, line and paragraph separators."),
    ("CR", "Carriage_Return", "break after, except before a line feed (LB5)."),
    ("LF", "Line_Feed", "break after (LB5)."),
    ("NL", "Next_Line", "U+0085, break after (LB5)."),
    ("SP", "Space", "U+0020, no break before (LB7); breaks come after it (LB18)."),
    ("ZW", "ZWSpace", "U+200B, break after, even through spaces (LB8)."),
    ("GL", "Glue", "no-break space and the like, no break either side (LB12, LB12a)."),
    ("WJ", "Word_Joiner", "word joiner, zero width no-break space: no break either side (LB11)."),
    ("ZWJ", "ZWJ", "U+200D, no break after (LB8a); otherwise like CM (LB9)."),
    ("CM", "Combining_Mark", "takes its base's class (LB9), alone it is AL (LB10)."),
    ("BA", "Break_After", "break after, not before (LB21); tab, most spaces but U+0020, dashes."),
    ("BB", "Break_Before", "break before, not after (LB21)."),
    ("HY", "Hyphen", "U+002D, no break before (LB21), nor between it and digits (LB25)."),
    ("HH", "Unambiguous_Hyphen", "e.g. U+2010 HYPHEN (LB12a, LB20a, LB21, LB21a)."),
    ("B2", "Break_Both", "em dash and the like, break either side, not between two (LB17)."),
    ("CL", "Close_Punctuation", "no break before (LB13)."),
    ("CP", "Close_Parenthesis", ") and ], no break before (LB13); see LB30."),
    ("EX", "Exclamation", "! and ?, no break before (LB13)."),
    ("IN", "Inseparable", "leaders and ellipsis, no break before (LB22)."),
    ("NS", "Nonstarter", "iteration marks and the like, no break before (LB21)."),
    ("OP", "Open_Punctuation", "no break after, even through spaces (LB14)."),
    ("QU", "Quotation", "quotation marks, of ambiguous direction (LB15a, LB15b, LB19, LB19a)."),
    ("IS", "Infix_Numeric", ", . : ; (LB15c, LB15d, LB25, LB29)."),
    ("NU", "Numeric", "digits (LB23, LB25)."),
    ("PO", "Postfix_Numeric", "e.g. % (LB23a, LB24, LB25)."),
    ("PR", "Prefix_Numeric", "e.g. $ (LB23a, LB24, LB25)."),
    ("SY", "Break_Symbols", "/, no break before (LB13), break after except before digits (LB25)."),
    ("AL", "Alphabetic", "ordinary letters and symbols, no break between two (LB28)."),
    ("ID", "Ideographic", "ideographs and most emoji, break either side unless a rule forbids."),
    ("EB", "E_Base", "no break before a following emoji modifier (LB30b)."),
    ("EM", "E_Modifier", "the skin tone modifiers (LB30b)."),
    ("CJ", "Conditional_Japanese_Starter", "small kana etc.; NS when strict, ID when normal (LB1)."),
    ("H2", "H2", "Hangul LV syllable (LB26, LB27)."),
    ("H3", "H3", "Hangul LVT syllable (LB26, LB27)."),
    ("JL", "JL", "Hangul leading jamo (LB26, LB27)."),
    ("JV", "JV", "Hangul vowel jamo (LB26, LB27)."),
    ("JT", "JT", "Hangul trailing jamo (LB26, LB27)."),
    ("RI", "Regional_Indicator", "no break inside a pair, a flag (LB30a)."),
    ("SA", "Complex_Context", "South East Asian scripts; LB1 makes Mn/Mc ones CM and the rest AL."),
    ("XX", "Unknown", "unassigned, private use, anything unlisted; AL by default (LB1)."),
    ("AI", "Ambiguous", "alphabetic or ideographic by context; AL by default (LB1)."),
    ("SG", "Surrogate", "surrogate code points, AL (LB1); never a Unicode.Scalar."),
    ("CB", "Contingent_Break", "e.g. object replacement character, break either side (LB20)."),
    ("HL", "Hebrew_Letter", "like AL, plus LB21a and LB21b."),
    ("AK", "Aksara", "Brahmic consonants and independent vowels (LB28a)."),
    ("AP", "Aksara_Prebase", "Brahmic pre-base letters (LB28a)."),
    ("AS", "Aksara_Start", "Brahmic letters that can start an aksara (LB28a)."),
    ("VF", "Virama_Final", "visible virama ending an orthographic syllable (LB28a)."),
    ("VI", "Virama", "invisible stacker joining aksaras (LB28a)."),
]
SHORT = [c[0] for c in CLASSES]
RAW = {name: i for i, name in enumerate(SHORT)}
LONG_TO_SHORT = {c[1].lower(): c[0] for c in CLASSES} | {c[0].lower(): c[0] for c in CLASSES}
LONG_TO_SHORT["inseperable"] = "IN"  # the historical misspelling is an alias too

LICENCE = """\
// UNICODE LICENSE V3
//
// COPYRIGHT AND PERMISSION NOTICE
//
// Copyright © 1991-{year} Unicode, Inc.
//
// NOTICE TO USER: Carefully read the following legal agreement. BY
// DOWNLOADING, INSTALLING, COPYING OR OTHERWISE USING DATA FILES, AND/OR
// SOFTWARE, YOU UNEQUIVOCALLY ACCEPT, AND AGREE TO BE BOUND BY, ALL OF THE
// TERMS AND CONDITIONS OF THIS AGREEMENT. IF YOU DO NOT AGREE, DO NOT
// DOWNLOAD, INSTALL, COPY, DISTRIBUTE OR USE THE DATA FILES OR SOFTWARE.
//
// Permission is hereby granted, free of charge, to any person obtaining a
// copy of data files and any associated documentation (the "Data Files") or
// software and any associated documentation (the "Software") to deal in the
// Data Files or Software without restriction, including without limitation
// the rights to use, copy, modify, merge, publish, distribute, and/or sell
// copies of the Data Files or Software, and to permit persons to whom the
// Data Files or Software are furnished to do so, provided that either (a)
// this copyright and permission notice appear with all copies of the Data
// Files or Software, or (b) this copyright and permission notice appear in
// associated Documentation.
//
// THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY
// KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
// MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT OF
// THIRD PARTY RIGHTS.
//
// IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS NOTICE
// BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES,
// OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,
// WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION,
// ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA
// FILES OR SOFTWARE.
//
// Except as contained in this notice, the name of a copyright holder shall
// not be used in advertising or otherwise to promote the sale, use or other
// dealings in these Data Files or Software without prior written
// authorization of the copyright holder.
"""

RANGE_RE = re.compile(r"^([0-9A-Fa-f]{4,6})(?:\.\.([0-9A-Fa-f]{4,6}))?\s*;\s*([A-Za-z0-9_]+)\s*$")
MISSING_RE = re.compile(r"^#\s*@missing:\s*(.+)$")
HEADER_DEFAULT_RE = re.compile(r'default to "([A-Z0-9]+)"')
HEADER_RANGE_RE = re.compile(r"U\+([0-9A-Fa-f]{4,6})\.\.U\+([0-9A-Fa-f]{4,6})")


def die(message):
    sys.exit(f"generate-line-break.py: {message}")


def class_name(value, where):
    short = LONG_TO_SHORT.get(value.lower())
    if short is None:
        die(f"{where}: unknown Line_Break value {value!r}; add it to CLASSES")
    return short


def parse_range(text, where):
    m = RANGE_RE.match(text.strip())
    if not m:
        die(f"{where}: cannot parse {text!r}")
    start = int(m.group(1), 16)
    end = int(m.group(2), 16) if m.group(2) else start
    if not 0 <= start <= end <= MAX_CODE_POINT:
        die(f"{where}: bad range {text!r}")
    return start, end, class_name(m.group(3), where)


def parse(path, use_header_defaults):
    """Returns (version, date, year, values, entries, header blocks, unlisted in them).

    values[cp] is the raw class value of every code point cp.
    """
    lines = path.read_text(encoding="utf-8").splitlines()
    first = lines[0] if lines else ""
    m = re.match(r"#\s*LineBreak-(\d+\.\d+\.\d+)\.txt", first)
    if not m:
        die(f"{path}: first line {first!r} does not name LineBreak-X.Y.Z.txt")
    version = m.group(1)
    date = next((l[1:].strip() for l in lines[:5] if l.startswith("# Date:")), "")
    year_m = re.search(r"©\s*(\d{4})", "\n".join(lines[:5]))
    year = year_m.group(1) if year_m else version.split(".")[0]

    missing = []  # (start, end, class) in file order; later lines override earlier ones
    header_defaults = []  # from the prose of the header comment, before the first data line
    explicit = []
    in_header = True
    current_default = None
    for number, raw in enumerate(lines, 1):
        where = f"{path.name}:{number}"
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            mm = MISSING_RE.match(line)
            if mm:
                missing.append(parse_range(mm.group(1).split("#")[0], where))
                continue
            if in_header:
                dm = HEADER_DEFAULT_RE.search(line)
                if dm:
                    current_default = class_name(dm.group(1), where)
                elif "default to" in line or "given the value" in line:
                    current_default = None
                rm = HEADER_RANGE_RE.search(line)
                if rm and current_default is not None:
                    header_defaults.append(
                        (int(rm.group(1), 16), int(rm.group(2), 16), current_default))
            continue
        in_header = False
        explicit.append(parse_range(line.split("#", 1)[0], where))

    if not missing:
        die(f"{path}: no '# @missing:' line")
    if not header_defaults:
        die(f"{path}: found no default blocks (U+XXXX..U+YYYY) in the header comment")
    values = bytearray([RAW["XX"]]) * (MAX_CODE_POINT + 1)
    for start, end, cls in missing + (header_defaults if use_header_defaults else []):
        values[start:end + 1] = bytes([RAW[cls]]) * (end - start + 1)
    seen = bytearray(MAX_CODE_POINT + 1)
    for start, end, cls in explicit:
        if any(seen[start:end + 1]):
            die(f"{path}: code points U+{start:04X}..U+{end:04X} listed twice")
        seen[start:end + 1] = b"\x01" * (end - start + 1)
        values[start:end + 1] = bytes([RAW[cls]]) * (end - start + 1)
    # Code points of the header's default blocks that the file leaves unlisted, and so get
    # their value from the header only with --header-defaults.
    unlisted = []
    for start, end, cls in header_defaults:
        count = (end - start + 1) - sum(seen[start:end + 1])
        if count:
            unlisted.append((start, end, cls, count))
    return version, date, year, values, len(explicit), header_defaults, unlisted


def merge(values):
    """Maximal runs of one class, as (start, end, raw class), XX runs left out."""
    runs = []
    start = 0
    for cp in range(1, MAX_CODE_POINT + 2):
        if cp > MAX_CODE_POINT or values[cp] != values[start]:
            if values[start] != RAW["XX"]:
                runs.append((start, cp - 1, values[start]))
            start = cp
    return runs


def verify_derived(path, values):
    """Compares every code point's value with DerivedLineBreak.txt (@missing lines included)."""
    expected = bytearray([RAW["XX"]]) * (MAX_CODE_POINT + 1)
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path.name}:{number}"
        line = raw.strip()
        mm = MISSING_RE.match(line)
        if mm:
            start, end, cls = parse_range(mm.group(1).split("#")[0], where)
        elif line and not line.startswith("#"):
            start, end, cls = parse_range(line.split("#", 1)[0], where)
        else:
            continue
        expected[start:end + 1] = bytes([RAW[cls]]) * (end - start + 1)
    bad = [cp for cp in range(MAX_CODE_POINT + 1) if expected[cp] != values[cp]]
    if bad:
        cp = bad[0]
        die(f"{len(bad)} code points differ from {path.name}, first U+{cp:04X}: "
            f"{SHORT[values[cp]]} here, {SHORT[expected[cp]]} there")


def swift_array(name, doc, element, items, per_line):
    out = [f"  /// {doc}", f"  static let {name}: [{element}] = ["]
    for i in range(0, len(items), per_line):
        out.append("    " + ", ".join(items[i:i + per_line]) + ",")
    out.append("  ]")
    return out


def header(version, date, year, source, digest, header_defaults, what):
    """The comment every generated file starts with: provenance and the Unicode licence."""
    lines = [
        "// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.",
        "// Generated by scripts/unicode/generate-line-break.py — do not edit.",
        "//",
        f"// {what} of the Line_Break property of Unicode {version} (UAX #14), from the Unicode",
        f"// Character Database file LineBreak-{version}.txt ({date}),",
    ]
    if source:
        lines.append(f"// as shipped in {source};")
    lines += [
        f"// SHA-256 of the input: {digest}.",
        "// Modified form: the file's ranges are merged where neighbours share a class, and",
        "// unlisted code points are "
        + ("given the defaults of its header;" if header_defaults
           else "XX, as its @missing line says;"),
        "// the values are Unicode's, unchanged.",
        "//",
        f"// © {year} Unicode®, Inc. Unicode and the Unicode Logo are registered trademarks of",
        "// Unicode, Inc. in the U.S. and other countries. For terms of use and license, see",
        "// https://www.unicode.org/terms_of_use.html. The Unicode data files are licensed as",
        "// follows:",
        "//",
    ]
    lines += LICENCE.format(year=year).rstrip("\n").split("\n")
    return lines + ["", "import Foundation", ""]


def render(version, date, year, runs, source, digest, header_defaults):
    """The three files, by name."""
    def top(what):
        return header(version, date, year, source, digest, header_defaults, what)

    classes = top("The classes and the lookup") + [
        f"/// A Unicode Line_Break property value (UAX #14 line breaking class), as of Unicode {version}.",
        "///",
        "/// Cases use UAX #14's own abbreviations so that rules read as in the annex (and `IN`, `IS`,",
        "/// `AS` need no backticks). Raw values are this table's own numbering, not Unicode's.",
        "enum LineBreakClass: UInt8, CaseIterable, Sendable {",
    ]
    for short, long_name, doc in CLASSES:
        classes.append(f"  /// {short}, {long_name}: {doc}")
        classes.append(f"  case {short} = {RAW[short]}")
    classes += [
        "}",
        "",
        f"/// The Line_Break value of every code point, Unicode {version}: {len(runs)} ranges.",
        "///",
        "/// `starts[i]...ends[i]` (inclusive) has class `classes[i]` (a `LineBreakClass` raw value);",
        "/// ranges are sorted and disjoint, and code points in none of them are `.XX`. The arrays",
        "/// are in LineBreakProperty+Starts.swift and LineBreakProperty+Ends.swift.",
        "enum LineBreakPropertyData {",
        "  /// The Unicode version the table was generated from.",
        f"  static let unicodeVersion = \"{version}\"",
        "",
        "  /// The Line_Break class of `scalar` (binary search; `.XX` outside every range).",
        "  static func lineBreakClass(of scalar: Unicode.Scalar) -> LineBreakClass {",
        "    let value = scalar.value",
        "    var low = 0",
        "    var high = starts.count",
        "    while low < high {",
        "      let middle = (low + high) / 2",
        "      if starts[middle] <= value {",
        "        low = middle + 1",
        "      } else {",
        "        high = middle",
        "      }",
        "    }",
        "    // low is now the number of ranges starting at or before value.",
        "    guard low > 0, value <= ends[low - 1] else { return .XX }",
        "    return LineBreakClass(rawValue: classes[low - 1]) ?? .XX",
        "  }",
        "}",
    ]
    starts = top("The ranges' first code points") + ["extension LineBreakPropertyData {"]
    starts += swift_array("starts", "First code point of each range, ascending.", "UInt32",
                          [f"0x{s:04X}" for s, _, _ in runs], 10)
    starts.append("}")
    ends = top("The ranges' last code points and classes") + ["extension LineBreakPropertyData {"]
    ends += swift_array("ends", "Last code point of each range (inclusive).", "UInt32",
                        [f"0x{e:04X}" for _, e, _ in runs], 10)
    ends.append("")
    ends += swift_array("classes", "`LineBreakClass` raw value of each range.", "UInt8",
                        [str(c) for _, _, c in runs], 24)
    ends.append("}")
    return {
        "LineBreakClass.swift": "\n".join(classes) + "\n",
        "LineBreakProperty+Starts.swift": "\n".join(starts) + "\n",
        "LineBreakProperty+Ends.swift": "\n".join(ends) + "\n",
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("linebreak", type=Path, help="path to LineBreak.txt")
    parser.add_argument("--source", default="", help="where the file came from (for the header)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--verify-derived", type=Path, metavar="DERIVED_LINEBREAK_TXT")
    parser.add_argument(
        "--header-defaults", action="store_true",
        help="also give unlisted code points the defaults of the header's prose (see above)")
    args = parser.parse_args()

    data = args.linebreak.read_bytes()
    version, date, year, values, entries, header_defaults, unlisted = parse(
        args.linebreak, args.header_defaults)
    for start, end, cls, count in unlisted:
        action = "given" if args.header_defaults else "NOT given (XX, as @missing says)"
        print(f"note: {count} unlisted code points in header default block "
              f"U+{start:04X}..U+{end:04X} {action} {cls}", file=sys.stderr)
    if args.verify_derived:
        verify_derived(args.verify_derived, values)
    runs = merge(values)
    for (s0, e0, _), (s1, _, _) in zip(runs, runs[1:]):
        assert e0 < s1, "ranges overlap or are unsorted"
    files = render(version, date, year, runs, args.source, hashlib.sha256(data).hexdigest(),
                   args.header_defaults)
    args.output.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (args.output / name).write_text(text, encoding="utf-8")
    size = sum(len(text.encode()) for text in files.values())
    print(f"Unicode {version}: {entries} entries, {len(header_defaults)} header default blocks, "
          f"{len(runs)} merged ranges (XX left out), {size} bytes in {len(files)} files -> {args.output}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
