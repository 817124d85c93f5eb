#!/usr/bin/env python3
"""Writes the small test fonts in Tests/UIKitLayoutTests/Fixtures/Fonts/.

Usage:
    pip install fonttools
    python3 scripts/fonts/make-test-fonts.py [OUTPUT_DIR]

OUTPUT_DIR defaults to Tests/UIKitLayoutTests/Fixtures/Fonts beside this script's repository.
The fonts are made here from nothing (every outline is a box), so they are ours: CC0 1.0.
The output is deterministic: fixed head.created/modified, no time stamp recalculation, fixed
glyph order, so running the script twice writes identical bytes. The expected values that the
Swift tests check are listed in the README.md next to the fonts.

Files written:
- LayoutTest-Regular.ttf  glyf outlines, cmap (3,1) format 4 + (3,10) format 12, kern, GPOS
- LayoutTest-Bold.ttf     same glyphs, every advance +50 (space and no-break space +0),
                          weight 700, no kern and no GPOS
- LayoutTest.ttc          TrueType collection of Regular (index 0) and Bold (index 1)
- LayoutTest-Regular.otf  Regular with CFF outlines instead of glyf
- LayoutTest-Outlines.ttf glyphs drawn point by point for the outline reader: quadratic
                          curves with implied on-curve points, contours that start off-curve
                          or have no on-curve point, repeated flags, and composite glyphs
                          (offsets, scales, a 2x2 matrix, nesting, point matching, a scaled
                          offset); long `loca` offsets (glyph data left unpadded)
- LayoutTest-Broken-*.ttf copies of LayoutTest-Regular.ttf with one defect each:
    TruncatedHmtx     hmtx moved to the end of the file, then the file cut in the middle of it
    CmapOffset        the cmap directory entry's offset points 4096 bytes past the end of file
    NumberOfHMetrics  hhea.numberOfHMetrics = numGlyphs + 1 (75 > 74)
    Cmap4SegCount     the (3,1) format 4 subtable's segCountX2 = 0xFFFF (odd and far too big)
  Apart from the truncated one, each has its table checksums and head.checkSumAdjustment
  recomputed, so the named defect is the only thing wrong.
"""
import struct
import sys
from pathlib import Path

from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.fontBuilder import FontBuilder, buildCmapSubTable
from fontTools.misc.timeTools import timestampFromString
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._g_l_y_f import (
    SCALED_COMPONENT_OFFSET,
    Glyph,
    GlyphComponent,
    GlyphCoordinates,
)
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools.ttLib.tables.ttProgram import Program
from fontTools.ttLib.ttCollection import TTCollection

REPO = Path(__file__).resolve().parents[2]
OUT = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO / "Tests/UIKitLayoutTests/Fixtures/Fonts"

FAMILY = "Layout Test"
COPYRIGHT = "Made for UIKitLayout's tests; dedicated to the public domain (CC0 1.0)"
VERSION = "Version 1.000"
# head.created and head.modified: 2024-01-01 00:00:00 UTC (seconds since 1904-01-01).
TIMESTAMP = timestampFromString("Mon Jan  1 00:00:00 2024")
# fontTools packs GPOS with HarfBuzz's repacker when uharfbuzz happens to be installed, which
# lays the table out differently: always use fontTools' own serializer, so the bytes do not
# depend on what else is installed.
CFG = {"fontTools.ttLib.tables.otBase:USE_HARFBUZZ_REPACKER": False}

UPPER_ADVANCES = dict(
    A=600, B=600, C=600, D=650, E=550, F=550, G=650, H=650, I=300, J=400, K=600, L=500, M=800,
    N=650, O=700, P=550, Q=700, R=600, S=550, T=550, U=650, V=600, W=900, X=600, Y=600, Z=550,
)
LOWER_ADVANCES = dict(
    a=500, b=550, c=500, d=550, e=500, f=300, g=550, h=550, i=250, j=250, k=500, l=250, m=800,
    n=550, o=550, p=550, q=550, r=350, s=450, t=300, u=550, v=500, w=700, x=500, y=500, z=450,
)
DIGIT_NAMES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

# (glyph name, code point or None, Regular advance). The glyph order is this order, so the
# glyph id of each entry is its index: .notdef 0, space 1, comma 2, hyphen 3, period 4, ...
GLYPHS = (
    [(".notdef", None, 500), ("space", 0x20, 250), ("comma", 0x2C, 250),
     ("hyphen", 0x2D, 333), ("period", 0x2E, 250)]
    + [(name, 0x30 + i, 500) for i, name in enumerate(DIGIT_NAMES)]
    + [(c, ord(c), a) for c, a in UPPER_ADVANCES.items()]
    + [(c, ord(c), a) for c, a in LOWER_ADVANCES.items()]
    + [("uni00A0", 0xA0, 250), ("eacute", 0xE9, 500), ("ellipsis", 0x2026, 1000),
       ("uni3042", 0x3042, 1000), ("uni4E00", 0x4E00, 1000), ("uni4E8C", 0x4E8C, 1000),
       ("u1F600", 0x1F600, 1200)]
)
EMPTY = {"space", "uni00A0"}
ASCENDERS = set("bdfhklt")
DESCENDERS = set("gjpqy")


def boxes(name, advance):
    """The outline of a glyph as a list of (xMin, yMin, xMax, yMax, filled) rectangles.

    Every non-empty glyph starts at x = 50 (so its left side bearing is 50) and ends at
    advance - 50. A rectangle with filled=False is a hole (drawn the other way round)."""
    if name in EMPTY:
        return []
    x0, x1 = 50, advance - 50
    if name == ".notdef":
        return [(x0, 0, x1, 700, True), (x0 + 50, 50, x1 - 50, 650, False)]
    if name in UPPER_ADVANCES or name in DIGIT_NAMES:
        return [(x0, 0, x1, 700, True)]
    if name in LOWER_ADVANCES:
        top = 750 if name in ASCENDERS else 500
        bottom = -200 if name in DESCENDERS else 0
        return [(x0, bottom, x1, top, True)]
    if name == "eacute":
        return [(x0, 0, x1, 500, True), (x0 + 100, 600, x1 - 100, 750, True)]
    if name == "period":
        return [(x0, 0, x1, 100, True)]
    if name == "comma":
        return [(x0, -100, x1, 100, True)]
    if name == "hyphen":
        return [(x0, 250, x1, 330, True)]
    if name == "ellipsis":
        return [(x0, 0, x1, 100, True)]
    if name == "uni4E00":  # one bar
        return [(x0, 300, x1, 400, True)]
    if name == "uni4E8C":  # two bars
        return [(x0 + 100, 550, x1 - 100, 650, True), (x0, 50, x1, 150, True)]
    if name == "uni3042":
        return [(x0, -50, x1, 750, True), (x0 + 100, 50, x1 - 100, 650, False)]
    if name == "u1F600":
        return [(x0, -100, x1, 800, True), (x0 + 100, 0, x1 - 100, 700, False)]
    raise AssertionError(name)


def draw(pen, rects, clockwise_fill):
    """Draws rectangles; TrueType fills clockwise contours, CFF counter-clockwise ones."""
    for x0, y0, x1, y1, filled in rects:
        if filled == clockwise_fill:
            points = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]  # clockwise
        else:
            points = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]  # counter-clockwise
        pen.moveTo(points[0])
        for p in points[1:]:
            pen.lineTo(p)
        pen.closePath()


FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;

@KERN_LEFT_A = [A];
@KERN_RIGHT_VWY = [v w y];

feature kern {
    pos T o -60;
    pos L T -100;
    pos @KERN_LEFT_A @KERN_RIGHT_VWY -30;
} kern;
"""

KERN_PAIRS = {("A", "V"): -80, ("V", "A"): -80, ("T", "o"): -40}


def build(style, cff=False):
    bold = style == "Bold"
    order = [g[0] for g in GLYPHS]
    advances = {}
    for name, _, advance in GLYPHS:
        advances[name] = advance + (50 if bold and name not in EMPTY else 0)
    cmapping = {cp: name for name, cp, _ in GLYPHS if cp is not None}
    ps_name = f"LayoutTest-{style}"

    fb = FontBuilder(1000, isTTF=not cff)
    fb.font.cfg.update(CFG)
    fb.updateHead(created=TIMESTAMP, modified=TIMESTAMP, macStyle=1 if bold else 0)
    fb.setupGlyphOrder(order)

    # cmap: exactly (3,1) format 4 for the BMP and (3,10) format 12 for everything.
    bmp = {cp: n for cp, n in cmapping.items() if cp <= 0xFFFF}
    cmap = newTable("cmap")
    cmap.tableVersion = 0
    cmap.tables = [buildCmapSubTable(bmp, 4, 3, 1), buildCmapSubTable(cmapping, 12, 3, 10)]
    fb.font["cmap"] = cmap

    metrics = {}
    if cff:
        charstrings = {}
        for name in order:
            rects = boxes(name, advances[name])
            pen = T2CharStringPen(advances[name], None)
            draw(pen, rects, clockwise_fill=False)
            charstrings[name] = pen.getCharString()
            metrics[name] = (advances[name], min((r[0] for r in rects), default=0))
        fb.setupCFF(
            ps_name,
            {"FullName": f"{FAMILY} {style}", "FamilyName": FAMILY, "Weight": style,
             "Notice": COPYRIGHT, "version": "1.000"},
            charstrings,
            {},
        )
    else:
        glyphs = {}
        for name in order:
            rects = boxes(name, advances[name])
            pen = TTGlyphPen(None)
            draw(pen, rects, clockwise_fill=True)
            glyphs[name] = pen.glyph()
            metrics[name] = (advances[name], min((r[0] for r in rects), default=0))
        fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=100)
    fb.setupNameTable(
        {
            "copyright": COPYRIGHT,
            "familyName": FAMILY,
            "styleName": style,
            "uniqueFontIdentifier": f"1.000;NONE;{ps_name}",
            "fullName": f"{FAMILY} {style}",
            "version": VERSION,
            "psName": ps_name,
            "licenseDescription": "CC0 1.0 Universal (public domain dedication)",
        },
        mac=False,
    )
    fb.setupOS2(
        version=4,
        usWeightClass=700 if bold else 400,
        fsType=0,
        achVendID="NONE",
        fsSelection=0x20 if bold else 0x40,
        sTypoAscender=750,
        sTypoDescender=-250,
        sTypoLineGap=50,
        usWinAscent=900,
        usWinDescent=300,
        sxHeight=500,
        sCapHeight=700,
        usMaxContext=0 if bold else 2,
        yStrikeoutSize=50,
        yStrikeoutPosition=300,
    )
    fb.font["OS/2"].recalcCodePageRanges(fb.font)
    fb.setupPost(keepGlyphNames=not cff, underlinePosition=-100, underlineThickness=50)

    if not bold:
        kern = newTable("kern")
        kern.version = 0
        sub = KernTable_format_0()
        sub.coverage = 1  # horizontal, kerning values (not minimum), not cross-stream
        sub.kernTable = dict(KERN_PAIRS)
        kern.kernTables = [sub]
        fb.font["kern"] = kern
        addOpenTypeFeaturesFromString(fb.font, FEATURES)
    return fb.font


# The outline fixture: (glyph name, character, advance, contours or components). A contour is
# a list of (x, y, on_curve) points; a component is (glyph name, (dx, dy) or ("match", parent
# point, component point), transform [[xx, yx], [xy, yy]] or None, extra flags).
OUTLINE_GLYPHS = [
    (".notdef", None, 500, []),
    ("space", " ", 250, []),
    ("box", "A", 500, [[(100, 0, 1), (100, 700, 1), (400, 700, 1), (400, 0, 1)]]),
    # Two off-curve points in a row: an on-curve point is implied at (50, 100).
    ("curve", "B", 200, [[(0, 0, 1), (0, 100, 0), (100, 100, 0), (100, 0, 1)]]),
    # Starts off-curve: the contour starts at its first on-curve point, (100, 100).
    ("offstart", "C", 200, [[(0, 100, 0), (100, 100, 1), (100, 0, 1), (0, 0, 1)]]),
    # No on-curve point at all: it starts between the last and the first, (50, 50).
    ("alloff", "D", 300, [[(0, 100, 0), (100, 200, 0), (200, 100, 0), (100, 0, 0)]]),
    # Ten points with the same flags (one flag byte and a repeat count), a word-sized x step
    # (+300), short negative steps and a second contour continuing from the first's last point.
    ("steps", "E", 500, [
        [(0, 0, 1)] + [(10 * i, 10 * i, 1) for i in range(1, 11)] + [(400, 100, 1), (400, 0, 1)],
        [(-300, -50, 1), (-300, -20, 1), (-250, -20, 1)],
    ]),
    ("compOffset", "F", 900, [("box", (500, -100), None, 0)]),
    ("compScale", "G", 300, [("box", (10, 20), [[0.5, 0], [0, 0.5]], 0)]),
    ("compXYScale", "H", 700, [("box", (0, 0), [[1.5, 0], [0, 0.5]], 0)]),
    # A quarter turn: x' = -y, y' = x.
    ("compMatrix", "I", 700, [("box", (0, 0), [[0, 1], [-1, 0]], 0)]),
    # A composite of a composite (box moved by (500, -100), then by (0, 50)), and a curve.
    ("compNested", "J", 900, [("compOffset", (0, 50), None, 0), ("curve", (0, 0), None, 0)]),
    # The box moved so that its point 1 (100, 700) lands on the curve's point 2 (100, 100).
    ("compMatch", "K", 500, [("curve", (0, 0), None, 0), ("box", ("match", 2, 1), None, 0)]),
    # SCALED_COMPONENT_OFFSET: the offset (100, 100) is scaled with the box, to (50, 50).
    ("compScaledOffset", "L", 300, [("box", (100, 100), [[0.5, 0], [0, 0.5]], SCALED_COMPONENT_OFFSET)]),
]


def outline_glyph(parts):
    """A glyf glyph from a list of contours or of components (see OUTLINE_GLYPHS)."""
    glyph = Glyph()
    if parts and isinstance(parts[0], tuple):
        glyph.numberOfContours = -1
        glyph.components = []
        for name, offset, transform, flags in parts:
            component = GlyphComponent()
            component.glyphName = name
            component.flags = flags
            if offset[0] == "match":
                component.firstPt, component.secondPt = offset[1], offset[2]
            else:
                component.x, component.y = offset
            if transform is not None:
                component.transform = transform
            glyph.components.append(component)
        return glyph
    points = [p for contour in parts for p in contour]
    glyph.numberOfContours = len(parts)
    glyph.coordinates = GlyphCoordinates([(x, y) for x, y, _ in points])
    glyph.flags = bytearray(on for _, _, on in points)
    ends, total = [], 0
    for contour in parts:
        total += len(contour)
        ends.append(total - 1)
    glyph.endPtsOfContours = ends
    glyph.program = Program()
    glyph.program.fromBytecode(b"")
    return glyph


def build_outlines():
    order = [g[0] for g in OUTLINE_GLYPHS]
    fb = FontBuilder(1000, isTTF=True)
    fb.font.cfg.update(CFG)
    fb.updateHead(created=TIMESTAMP, modified=TIMESTAMP)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({ord(c): name for name, c, _, _ in OUTLINE_GLYPHS if c is not None})
    fb.setupGlyf({name: outline_glyph(parts) for name, _, _, parts in OUTLINE_GLYPHS})
    # Unpadded glyph data has odd lengths, so loca must use long (32-bit) offsets.
    fb.font["glyf"].padding = 0
    glyf = fb.font["glyf"]
    metrics = {}
    for name, _, advance, _ in OUTLINE_GLYPHS:
        glyph = glyf[name]
        glyph.recalcBounds(glyf)
        metrics[name] = (advance, getattr(glyph, "xMin", 0))
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
    fb.setupNameTable(
        {
            "copyright": COPYRIGHT,
            "familyName": "Layout Test Outlines",
            "styleName": "Regular",
            "uniqueFontIdentifier": "1.000;NONE;LayoutTestOutlines-Regular",
            "fullName": "Layout Test Outlines Regular",
            "version": VERSION,
            "psName": "LayoutTestOutlines-Regular",
            "licenseDescription": "CC0 1.0 Universal (public domain dedication)",
        },
        mac=False,
    )
    fb.setupOS2(version=4, usWeightClass=400, fsType=0, achVendID="NONE", sxHeight=500, sCapHeight=700)
    fb.setupPost(keepGlyphNames=True)
    return fb.font


def table_directory(data):
    """{tag: (directory entry offset, table offset, length)} of a single sfnt font."""
    (num_tables,) = struct.unpack(">H", data[4:6])
    tables = {}
    for i in range(num_tables):
        entry = 12 + 16 * i
        tag, _, offset, length = struct.unpack(">4sLLL", data[entry:entry + 16])
        tables[tag.decode("latin-1")] = (entry, offset, length)
    return tables


def checksum(data):
    data = data + b"\0" * (-len(data) % 4)
    return sum(struct.unpack(f">{len(data) // 4}L", data)) & 0xFFFFFFFF


def fix_checksums(data, tag):
    """Recomputes the directory checksum of table `tag` and head.checkSumAdjustment, so that
    the only defect in a broken font is the intended one. tag None: the adjustment only."""
    data = bytearray(data)
    tables = table_directory(data)
    if tag is not None:
        entry, offset, length = tables[tag]
        struct.pack_into(">L", data, entry + 4, checksum(bytes(data[offset:offset + length])))
    _, head_offset, _ = tables["head"]
    struct.pack_into(">L", data, head_offset + 8, 0)
    adjustment = (0xB1B0AFBA - checksum(bytes(data))) & 0xFFFFFFFF
    struct.pack_into(">L", data, head_offset + 8, adjustment)
    return bytes(data)


def relayout(data, last):
    """The same font with table `last` stored after every other table (the directory stays
    sorted by tag; the other tables keep their order), checksums recomputed."""
    tables = table_directory(data)
    order = sorted(tables, key=lambda t: (t == last, tables[t][1]))
    header = bytearray(data[: 12 + 16 * len(tables)])
    body = bytearray()
    for tag in order:
        entry, offset, length = tables[tag]
        new_offset = len(header) + len(body)
        struct.pack_into(">L", header, entry + 8, new_offset)
        body += data[offset:offset + length] + b"\0" * (-length % 4)
    return fix_checksums(bytes(header + body), last)


def broken_truncated_hmtx(data):
    data = relayout(data, "hmtx")
    _, offset, length = table_directory(data)["hmtx"]
    return data[: offset + length // 2]


def broken_cmap_offset(data):
    data = bytearray(data)
    entry, _, _ = table_directory(data)["cmap"]
    struct.pack_into(">L", data, entry + 8, len(data) + 0x1000)
    return fix_checksums(bytes(data), None)


def broken_hmetrics(data, num_glyphs):
    data = bytearray(data)
    _, offset, _ = table_directory(data)["hhea"]
    struct.pack_into(">H", data, offset + 34, num_glyphs + 1)
    return fix_checksums(bytes(data), "hhea")


def broken_cmap4_segcount(data):
    data = bytearray(data)
    _, offset, _ = table_directory(data)["cmap"]
    _, count = struct.unpack(">HH", data[offset:offset + 4])
    for i in range(count):
        platform, encoding, sub = struct.unpack(">HHL", data[offset + 4 + 8 * i:offset + 12 + 8 * i])
        if (platform, encoding) == (3, 1):
            (fmt,) = struct.unpack(">H", data[offset + sub:offset + sub + 2])
            assert fmt == 4
            struct.pack_into(">H", data, offset + sub + 6, 0xFFFF)  # segCountX2: odd and huge
            break
    else:
        raise AssertionError("no (3,1) subtable")
    return fix_checksums(bytes(data), "cmap")


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    regular = build("Regular")
    bold = build("Bold")
    regular.save(OUT / "LayoutTest-Regular.ttf")
    bold.save(OUT / "LayoutTest-Bold.ttf")
    build("Regular", cff=True).save(OUT / "LayoutTest-Regular.otf")
    build_outlines().save(OUT / "LayoutTest-Outlines.ttf")

    from fontTools.ttLib import TTFont

    collection = TTCollection()
    collection.fonts = [
        TTFont(OUT / "LayoutTest-Regular.ttf", recalcTimestamp=False, cfg=CFG),
        TTFont(OUT / "LayoutTest-Bold.ttf", recalcTimestamp=False, cfg=CFG),
    ]
    collection.save(OUT / "LayoutTest.ttc")

    data = (OUT / "LayoutTest-Regular.ttf").read_bytes()
    broken = {
        "LayoutTest-Broken-TruncatedHmtx.ttf": broken_truncated_hmtx(data),
        "LayoutTest-Broken-CmapOffset.ttf": broken_cmap_offset(data),
        "LayoutTest-Broken-NumberOfHMetrics.ttf": broken_hmetrics(data, len(GLYPHS)),
        "LayoutTest-Broken-Cmap4SegCount.ttf": broken_cmap4_segcount(data),
    }
    for name, content in broken.items():
        (OUT / name).write_bytes(content)


if __name__ == "__main__":
    main()
