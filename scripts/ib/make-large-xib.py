#!/usr/bin/env python3
"""Writes large.xib and large.expected.md in Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder/.

Usage (from the repository root):
    python3 scripts/ib/make-large-xib.py [OUTPUT_DIR]

A stress fixture for the Interface Builder loader: a freeform root view holding a grid of
ROWS × COLUMNS cells, each cell holding one label, every view placed by constraints (no
autoresizing) — 601 views and 2 400 constraints with the defaults. The frames written into the
file are computed here from the same numbers the constraints use, so the file is consistent
(Interface Builder would not mark anything misplaced):

    row 0:   cell[0][0].leading = root.leading + MARGIN
             cell[0][c].leading = cell[0][c-1].trailing + GAP          (c > 0)
             cell[0][c].width   = cell[0][0].width                     (c > 0)
             root.trailing      = cell[0][COLUMNS-1].trailing + MARGIN
             cell[0][c].top     = root.top + MARGIN
    row r>0: cell[r][c].leading = cell[r-1][c].leading
             cell[r][c].width   = cell[r-1][c].width
             cell[r][c].top     = cell[r-1][c].bottom + GAP
    every cell:  height = CELL_HEIGHT (in its own list)
    every label: leading = cell.leading + INSET, cell.trailing = label.trailing + INSET,
                 top = cell.top + INSET (in the cell's list), height = LABEL_HEIGHT (own list)

So the cell width is (ROOT_WIDTH − 2·MARGIN − (COLUMNS−1)·GAP) / COLUMNS = 92, cell[r][c] is
at (MARGIN + c·(92 + GAP), MARGIN + r·(CELL_HEIGHT + GAP), 92, CELL_HEIGHT) in the root, and
every label at (INSET, INSET, 92 − 2·INSET, LABEL_HEIGHT) in its cell. No frame depends on text
measurement: the labels' sizes are fixed by required constraints.

The output is deterministic (no randomness, no time stamps): running the script again writes
the same bytes. scripts/ib/check-fixtures.py re-solves the file's constraints independently.
"""
import sys
from pathlib import Path

ROOT_DIR = Path(__file__).resolve().parents[2]
OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT_DIR / "Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder"

ROWS, COLUMNS = 30, 10
MARGIN, GAP, INSET = 20, 10, 8
CELL_HEIGHT, LABEL_HEIGHT = 90, 20
ROOT_WIDTH = 1050
CELL_WIDTH = (ROOT_WIDTH - 2 * MARGIN - (COLUMNS - 1) * GAP) / COLUMNS
assert CELL_WIDTH == int(CELL_WIDTH), "choose ROOT_WIDTH so the cells are whole points"
CELL_WIDTH = int(CELL_WIDTH)
ROOT_HEIGHT = 2 * MARGIN + ROWS * CELL_HEIGHT + (ROWS - 1) * GAP
LABEL_WIDTH = CELL_WIDTH - 2 * INSET

ROOT = "LrG-rt-V00"


def num(v):
    """A number the way Interface Builder writes it: 0 as 0.0, whole numbers without a point."""
    if v == 0:
        return "0.0"
    return str(int(v)) if v == int(v) else repr(float(v))


def cell_id(r, c):
    return f"C{r:02d}-{c:02d}-cel"


def label_id(r, c):
    return f"L{r:02d}-{c:02d}-lbl"


def cell_frame(r, c):
    return (MARGIN + c * (CELL_WIDTH + GAP), MARGIN + r * (CELL_HEIGHT + GAP), CELL_WIDTH, CELL_HEIGHT)


LABEL_FRAME = (INSET, INSET, LABEL_WIDTH, LABEL_HEIGHT)


def rect(frame):
    x, y, w, h = frame
    return f'<rect key="frame" x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"/>'


def constraint(cid, first_attribute, constant=None, first=None, second=None, second_attribute=None):
    parts = []
    if first:
        parts.append(f'firstItem="{first}"')
    parts.append(f'firstAttribute="{first_attribute}"')
    if second:
        parts.append(f'secondItem="{second}" secondAttribute="{second_attribute}"')
    if constant:
        parts.append(f'constant="{num(constant)}"')
    parts.append(f'id="{cid}"')
    return "<constraint " + " ".join(parts) + "/>"


def main():
    lines = []
    out = lines.append
    constraint_count = 0
    out('<?xml version="1.0" encoding="UTF-8"?>')
    out('<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" '
        'useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">')
    out('    <device id="retina6_12" orientation="portrait" appearance="light"/>')
    out('    <dependencies>')
    out('        <deployment identifier="iOS"/>')
    out('        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23084"/>')
    out('        <capability name="Safe area layout guides" minToolsVersion="9.0"/>')
    out('        <capability name="System colors in document resources" minToolsVersion="11.0"/>')
    out('        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>')
    out('    </dependencies>')
    out('    <objects>')
    out('        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>')
    out('        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
    out(f'        <view contentMode="scaleToFill" id="{ROOT}" userLabel="Grid Root">')
    out(f'            {rect((0, 0, ROOT_WIDTH, ROOT_HEIGHT))}')
    out('            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
    out('            <subviews>')
    for r in range(ROWS):
        for c in range(COLUMNS):
            cell, label = cell_id(r, c), label_id(r, c)
            out(f'                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" '
                f'id="{cell}" userLabel="Cell {r},{c}">')
            out(f'                    {rect(cell_frame(r, c))}')
            out('                    <subviews>')
            out('                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" '
                'horizontalHuggingPriority="251" verticalHuggingPriority="251" '
                f'text="{r}.{c}" textAlignment="natural" lineBreakMode="tailTruncation" '
                'baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" '
                f'translatesAutoresizingMaskIntoConstraints="NO" id="{label}" userLabel="Label {r},{c}">')
            out(f'                            {rect(LABEL_FRAME)}')
            out('                            <constraints>')
            out(f'                                {constraint(f"H{r:02d}-{c:02d}-lbl", "height", LABEL_HEIGHT)}')
            out('                            </constraints>')
            out('                            <fontDescription key="fontDescription" type="system" pointSize="12"/>')
            out('                            <nil key="textColor"/>')
            out('                            <nil key="highlightedColor"/>')
            out('                        </label>')
            out('                    </subviews>')
            out('                    <color key="backgroundColor" systemColor="systemGray6Color"/>')
            out('                    <constraints>')
            out(f'                        {constraint(f"H{r:02d}-{c:02d}-cel", "height", CELL_HEIGHT)}')
            out(f'                        {constraint(f"A{r:02d}-{c:02d}-lbl", "leading", INSET, label, cell, "leading")}')
            out(f'                        {constraint(f"B{r:02d}-{c:02d}-lbl", "trailing", INSET, None, label, "trailing")}')
            out(f'                        {constraint(f"T{r:02d}-{c:02d}-lbl", "top", INSET, label, cell, "top")}')
            out('                    </constraints>')
            out('                </view>')
            constraint_count += 5
    out('            </subviews>')
    out('            <color key="backgroundColor" systemColor="systemBackgroundColor"/>')
    out('            <constraints>')
    for r in range(ROWS):
        for c in range(COLUMNS):
            cell = cell_id(r, c)
            if r == 0:
                if c == 0:
                    out(f'                {constraint(f"X{r:02d}-{c:02d}-cel", "leading", MARGIN, cell, ROOT, "leading")}')
                else:
                    out(f'                {constraint(f"X{r:02d}-{c:02d}-cel", "leading", GAP, cell, cell_id(0, c - 1), "trailing")}')
                    out(f'                {constraint(f"W{r:02d}-{c:02d}-cel", "width", None, cell, cell_id(0, 0), "width")}')
                    constraint_count += 1
                out(f'                {constraint(f"Y{r:02d}-{c:02d}-cel", "top", MARGIN, cell, ROOT, "top")}')
                constraint_count += 2
                if c == COLUMNS - 1:
                    out(f'                {constraint("Z00-00-end", "trailing", MARGIN, None, cell, "trailing")}')
                    constraint_count += 1
            else:
                above = cell_id(r - 1, c)
                out(f'                {constraint(f"X{r:02d}-{c:02d}-cel", "leading", None, cell, above, "leading")}')
                out(f'                {constraint(f"W{r:02d}-{c:02d}-cel", "width", None, cell, above, "width")}')
                out(f'                {constraint(f"Y{r:02d}-{c:02d}-cel", "top", GAP, cell, above, "bottom")}')
                constraint_count += 3
    out('            </constraints>')
    out('            <nil key="simulatedStatusBarMetrics"/>')
    out('            <nil key="simulatedTopBarMetrics"/>')
    out('            <nil key="simulatedBottomBarMetrics"/>')
    out('            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>')
    out('            <point key="canvasLocation" x="0.0" y="0.0"/>')
    out('        </view>')
    out('    </objects>')
    out('    <resources>')
    out('        <systemColor name="systemBackgroundColor">')
    out('            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>')
    out('        </systemColor>')
    out('        <systemColor name="systemGray6Color">')
    out('            <color red="0.94901960784313721" green="0.94901960784313721" blue="0.96862745098039216" '
        'alpha="1" colorSpace="custom" customColorSpace="sRGB"/>')
    out('        </systemColor>')
    out('    </resources>')
    out('</document>')
    (OUT / "large.xib").write_text("\n".join(lines) + "\n")

    views = 1 + 2 * ROWS * COLUMNS
    md = []
    w = md.append
    w("# large.xib — expected layout")
    w("")
    w("Generated by `scripts/ib/make-large-xib.py` (do not edit by hand; run the script again).")
    w("")
    w(f"A stress fixture: a freeform root view `{ROOT}` of {ROOT_WIDTH} × {ROOT_HEIGHT} (no status bar,")
    w(f"so no safe-area insets; nothing refers to the safe area) holding a grid of {ROWS} rows × {COLUMNS}")
    w("columns of cells, each with one label. Every view is placed by required constraints; no")
    w("priorities, no placeholders, no variations, all multipliers 1.")
    w("")
    w("| count | value |")
    w("|---|---|")
    w(f"| views (root + cells + labels) | {views} |")
    w(f"| constraints | {constraint_count} |")
    w(f"| — in the root's list | {constraint_count - 5 * ROWS * COLUMNS} |")
    w(f"| — in the cells' lists (cell height, label leading/trailing/top) | {4 * ROWS * COLUMNS} |")
    w(f"| — in the labels' lists (label height) | {ROWS * COLUMNS} |")
    w("")
    w("Ids: cell (r, c) is `Crr-cc-cel` (userLabel \"Cell r,c\"), its label `Lrr-cc-lbl` (text")
    w("\"r.c\"), with r and c written in two digits. Constraint ids start with X (leading), W (width),")
    w("Y (top), H (height), A/B/T (label leading/trailing/top), and `Z00-00-end` (the last cell of")
    w("row 0 to the root's trailing edge).")
    w("")
    w("Arithmetic: row 0 chains the ten cells between the root's edges, with equal widths, so")
    w(f"{MARGIN} + {COLUMNS}·w + {COLUMNS - 1}·{GAP} + {MARGIN} = {ROOT_WIDTH} → w = {CELL_WIDTH}; every other cell copies")
    w(f"the leading edge and width of the cell above and sits {GAP} below it. Cell (r, c) is at")
    w(f"x = {MARGIN} + {CELL_WIDTH + GAP}·c, y = {MARGIN} + {CELL_HEIGHT + GAP}·r, {CELL_WIDTH} × {CELL_HEIGHT} in the root;")
    w(f"every label at ({INSET}, {INSET}, {LABEL_WIDTH}, {LABEL_HEIGHT}) in its cell ({CELL_WIDTH} − 2·{INSET} = {LABEL_WIDTH}).")
    w(f"The last row ends at {MARGIN} + {ROWS - 1}·{CELL_HEIGHT + GAP} + {CELL_HEIGHT} = {ROOT_HEIGHT - MARGIN}, {MARGIN} above")
    w("the root's bottom (nothing pins it there: the root's height is its own).")
    w("")
    w(f"## Frames (freeform {ROOT_WIDTH}×{ROOT_HEIGHT})")
    w("")
    w("| id | element (class) | superview | frame (x, y, w, h) |")
    w("|---|---|---|---|")
    w(f"| `{ROOT}` | `view` (UIView) | — | (0, 0, {ROOT_WIDTH}, {ROOT_HEIGHT}) |")
    for r in range(ROWS):
        for c in range(COLUMNS):
            x, y, cw, ch = cell_frame(r, c)
            w(f"| `{cell_id(r, c)}` | `view` (UIView) | `{ROOT}` | ({x}, {y}, {cw}, {ch}) |")
            lx, ly, lw, lh = LABEL_FRAME
            w(f"| `{label_id(r, c)}` | `label` (UILabel) | `{cell_id(r, c)}` | ({lx}, {ly}, {lw}, {lh}) |")
    (OUT / "large.expected.md").write_text("\n".join(md) + "\n")
    print(f"wrote {OUT / 'large.xib'}: {views} views, {constraint_count} constraints")


if __name__ == "__main__":
    main()
