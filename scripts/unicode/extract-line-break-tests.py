#!/usr/bin/env python3
"""Copies Unicode's LineBreakTest.txt (UAX #14 test cases) into the test fixtures.

Usage:
    python3 scripts/unicode/extract-line-break-tests.py LINEBREAKTEST_TXT [--source TEXT]
        [--output PATH] [--max-bytes N] [--max-lines N] [--select first|spread]

LINEBREAKTEST_TXT is the UCD file auxiliary/LineBreakTest.txt (on Debian/Ubuntu the package
unicode-data installs it as /usr/share/unicode/auxiliary/LineBreakTest.txt). --output defaults
to Tests/UIKitLayoutTests/Fixtures/LineBreakTest.txt in this repository.

Test lines are copied unmodified, and so is the header comment (with Unicode's copyright and
terms-of-use notice). If the file is smaller than --max-bytes (default 1.5 MB) it is copied
whole. Otherwise only --max-lines test lines (default 2000) are kept, and a comment after the
header says so:
  --select first   (default) the first test lines. They are the generated pair tests of the
                   first few sample classes only (17.0.0: 30 of 80 rules, 8 of 69 left classes).
  --select spread  lines evenly spaced through the whole file, first and last included
                   (17.0.0: 68 of 80 rules, all 69 left classes) in the same number of lines.
The output depends only on the input and the options, so running it twice gives the same file.

Line format (from the file's header): code points in hex separated by "×" (no break allowed
there) or "÷" (break opportunity), starting with "×" (sot) and ending with "÷" (eot), then
"#" and a comment with the sample names, classes and the rule numbers that decided each place.
"""
import argparse
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DEFAULT_OUTPUT = REPO / "Tests/UIKitLayoutTests/Fixtures/LineBreakTest.txt"
TEST_RE = re.compile(r"^× (?:[0-9A-F]{4,6} [×÷] )+?(?:[0-9A-F]{4,6} ÷)\s*(#.*)?$")


def die(message):
    sys.exit(f"extract-line-break-tests.py: {message}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("linebreaktest", type=Path, help="path to LineBreakTest.txt")
    parser.add_argument("--source", default="", help="where the file came from (for the note)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--max-bytes", type=int, default=1_500_000)
    parser.add_argument("--max-lines", type=int, default=2000)
    parser.add_argument("--select", choices=["first", "spread"], default="first")
    args = parser.parse_args()

    data = args.linebreaktest.read_bytes()
    text = data.decode("utf-8")
    lines = text.splitlines(keepends=True)
    first = lines[0] if lines else ""
    m = re.match(r"#\s*LineBreakTest-(\d+\.\d+\.\d+)\.txt", first)
    if not m:
        die(f"{args.linebreaktest}: first line {first!r} does not name LineBreakTest-X.Y.Z.txt")
    version = m.group(1)

    header_end = next((i for i, line in enumerate(lines) if not line.startswith("#")), len(lines))
    header = lines[:header_end]
    tests = []
    footer = []
    for number, line in enumerate(lines[header_end:], header_end + 1):
        if not line.strip():
            continue
        if line.startswith("#"):
            footer.append(line)
            continue
        if footer:
            die(f"line {number}: test line after the closing comment")
        if not TEST_RE.match(line.rstrip("\n")):
            die(f"line {number}: not a test line: {line!r}")
        tests.append(line)
    m = re.search(r"^# Lines: (\d+)$", "".join(footer), re.M)
    if m and int(m.group(1)) != len(tests):
        die(f"the file says it has {m.group(1)} test lines, found {len(tests)}")

    if len(data) < args.max_bytes:
        out = text
        kept = len(tests)
    else:
        if args.select == "first" or args.max_lines >= len(tests):
            chosen = tests[:args.max_lines]
        else:
            n = args.max_lines
            picks = sorted({round(i * (len(tests) - 1) / (n - 1)) for i in range(n)})
            chosen = [tests[i] for i in picks]
        kept = len(chosen)
        how = ("the first" if args.select == "first"
               else "evenly spaced through the file (first and last included):")
        source = [f"# from {args.source},\n"] if args.source else []
        note = [
            "#\n",
            f"# NOTE (UIKitLayout): a shortened copy of LineBreakTest-{version}.txt,\n",
            *source,
            "# made by scripts/unicode/extract-line-break-tests.py (see its header). The full file is\n",
            f"# {len(data)} bytes with {len(tests)} test lines; kept here are {how}\n",
            f"# {kept} of them, unmodified. The closing '# Lines:' comment counts the full file.\n",
            "#\n",
        ]
        out = "".join(header + note + chosen + footer)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(out, encoding="utf-8")
    print(f"LineBreakTest {version}: {len(tests)} test lines, kept {kept}, "
          f"{len(out.encode())} bytes -> {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
