#!/usr/bin/env python3
"""Checks the Interface Builder fixtures against an independent constraint solver.

Usage (from the repository root):
    pip install kiwisolver
    python3 scripts/ib/check-fixtures.py [FIXTURE_DIR]

FIXTURE_DIR defaults to Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder. For every .xib and
.storyboard there (broken.xib excepted: it must fail to parse, at the position its
.expected.md gives) the script

1. rebuilds each layout root's constraints the way a nib loader does: the constraints of every
   `<constraints>` list (a missing firstItem is the view that owns the list), without the
   `placeholder="YES"` ones, with size-class variations (`<variation key=...>` masks and
   constants) applied for the traits being checked; the root view's safe-area guide inset by
   the device's safe area; views without `translatesAutoresizingMaskIntoConstraints="NO"`, or
   with `fixedFrame="YES"`, held at their `rect` (autoresizing); stack views' arranged subviews
   tied by the constraints UIStackView makes for the distributions and alignments used here
   (fill, fillEqually; fill, center);
2. solves them with kiwisolver (Cassowary; priority p < 1000 becomes a strength of
   10^(p/125), required stays required), and checks that the solution is unique (solving
   again with every variable pulled weakly to +10^5 and then to -10^5 must not move it);
3. compares every view's frame (in its superview) with the file's `<rect key="frame">` and
   with the frames listed in NAME.expected.md, including the extra tables there (landscape /
   compact height, resized autoresizing card, the file without its map view);
4. checks that no fixture contains `misplaced=` or `ambiguous=`.

Intrinsic content sizes are not modelled: every fixture sizes its labels, fields, buttons and
images with explicit constraints (or autoresizing frames), so none is needed. A layout that
would need one shows up as ambiguous here.

Exit status 0 when everything matches, 1 otherwise.
"""
import re
import sys
import xml.etree.ElementTree as ET
import xml.parsers.expat
from pathlib import Path

import kiwisolver as kiwi

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder"

# Device id -> (portrait size, portrait safe area T/L/B/R, landscape safe area T/L/B/R).
DEVICES = {
    "retina6_12": ((393, 852), (59, 0, 34, 0), (0, 59, 21, 59)),
}
PORTRAIT_TRAITS = {"widthClass": "compact", "heightClass": "regular"}
LANDSCAPE_TRAITS = {"widthClass": "compact", "heightClass": "compact"}

NOT_VIEWS = {"viewLayoutGuide", "constraint", "rect", "color", "fontDescription"}
failures = []


def fail(message):
    failures.append(message)
    print("FAIL", message)


def multiplier(text):
    if text is None:
        return 1.0
    for sep in (":", "/"):
        if sep in text:
            a, b = text.split(sep)
            return float(a) / float(b)
    return float(text)


def strength(priority):
    if priority >= 1000:
        return kiwi.strength.required
    return 10 ** (priority / 125)


class View:
    def __init__(self, element, parent):
        self.element = element
        self.tag = element.tag
        self.id = element.get("id")
        self.parent = parent
        rect = element.find("rect[@key='frame']")
        self.rect = tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
        self.autoresizing = (element.get("translatesAutoresizingMaskIntoConstraints") != "NO"
                             or element.get("fixedFrame") == "YES")
        self.children = []
        self.x, self.y, self.w, self.h = (kiwi.Variable(f"{self.id}.{n}") for n in "xywh")


def collect(element, parent, views, skip_tags):
    view = View(element, parent)
    views[view.id] = view
    if parent:
        parent.children.append(view)
    subviews = element.find("subviews")
    if subviews is not None:
        for child in subviews:
            if child.tag in skip_tags:
                continue
            if child.find("rect[@key='frame']") is not None and child.tag not in NOT_VIEWS:
                collect(child, view, views, skip_tags)
    return view


def variation_matches(key, traits):
    if key == "default":
        return True
    return all(traits.get(part.split("=")[0]) == part.split("=")[1] for part in key.split("-"))


def specificity(key):
    return 0 if key == "default" else len(key.split("-"))


def installed_constraints(owner, traits):
    """The constraints of `owner`'s list installed for `traits`, with varied constants."""
    listed = owner.element.find("constraints")
    if listed is None:
        return []
    constraints = {c.get("id"): c for c in listed.findall("constraint")}
    installed = set(constraints)
    variations = sorted(owner.element.findall("variation"), key=lambda v: specificity(v.get("key")))
    for variation in variations:
        if not variation_matches(variation.get("key"), traits):
            continue
        mask = variation.find("mask[@key='constraints']")
        if mask is None:
            continue
        for item in mask:
            (installed.discard if item.tag == "exclude" else installed.add)(item.get("reference"))
    result = []
    for cid, c in constraints.items():
        if cid not in installed or c.get("placeholder") == "YES":
            continue
        constant = float(c.get("constant", "0"))
        for v in sorted(c.findall("variation"), key=lambda v: specificity(v.get("key"))):
            if variation_matches(v.get("key"), traits) and v.get("constant") is not None:
                constant = float(v.get("constant"))
        result.append((c, constant))
    return result


def anchor(item, attribute):
    x, y, w, h = item
    return {
        "left": x, "leading": x, "right": x + w, "trailing": x + w,
        "top": y, "bottom": y + h, "width": w, "height": h,
        "centerX": x + w * 0.5, "centerY": y + h * 0.5,
    }[attribute]


def solve_root(root_element, size, insets, traits, skip_tags=()):
    views = {}
    root = collect(root_element, None, views, set(skip_tags))
    skipped_ids = {e.get("id") for tag in skip_tags for e in root_element.iter(tag)}
    guides = {}
    for view in views.values():
        guide = view.element.find("viewLayoutGuide[@key='safeArea']")
        if guide is not None:
            guides[guide.get("id")] = view
    constraints = []  # (expression relation, strength)

    def item(identifier):
        if identifier in views:
            v = views[identifier]
            return (v.x, v.y, v.w, v.h)
        owner = guides[identifier]
        if owner is not root:
            raise NotImplementedError("safe-area guide of a view that is not the root")
        top, left, bottom, right = insets
        return (root.x + left, root.y + top, root.w - left - right, root.h - top - bottom)

    width, height = size
    constraints += [(root.x == 0, "required"), (root.y == 0, "required"),
                    (root.w == width, "required"), (root.h == height, "required")]
    for view in views.values():
        if view is not root and view.autoresizing:
            p = view.parent
            rx, ry, rw, rh = view.rect
            constraints += [(view.x == p.x + rx, "required"), (view.y == p.y + ry, "required"),
                            (view.w == rw, "required"), (view.h == rh, "required")]
        for c, constant in installed_constraints(view, traits):
            first_id = c.get("firstItem", view.id)
            second_id = c.get("secondItem")
            if first_id in skipped_ids or second_id in skipped_ids:
                continue
            lhs = anchor(item(first_id), c.get("firstAttribute"))
            if second_id is None:
                rhs = constant
            else:
                rhs = multiplier(c.get("multiplier")) * anchor(item(second_id), c.get("secondAttribute")) + constant
            relation = c.get("relation", "equal")
            expr = {"equal": lhs == rhs, "greaterThanOrEqual": lhs >= rhs,
                    "lessThanOrEqual": lhs <= rhs}[relation]
            constraints.append((expr, strength(float(c.get("priority", "1000")))))
        if view.tag == "stackView":
            constraints += stack_constraints(view)
    return root, views, constraints


def stack_constraints(stack):
    e = stack.element
    axis = e.get("axis", "horizontal")
    distribution = e.get("distribution", "fill")
    alignment = e.get("alignment", "fill")
    spacing = float(e.get("spacing", "0"))
    arranged = stack.children
    s = (stack.x, stack.y, stack.w, stack.h)
    lead, trail, size = ("top", "bottom", "height") if axis == "vertical" else ("leading", "trailing", "width")
    cross_lead, cross_trail, cross_center = (("leading", "trailing", "centerX") if axis == "vertical"
                                             else ("top", "bottom", "centerY"))
    out = []
    box = lambda v: (v.x, v.y, v.w, v.h)
    out.append((anchor(box(arranged[0]), lead) == anchor(s, lead), "required"))
    for a, b in zip(arranged, arranged[1:]):
        out.append((anchor(box(b), lead) == anchor(box(a), trail) + spacing, "required"))
    out.append((anchor(box(arranged[-1]), trail) == anchor(s, trail), "required"))
    if distribution == "fillEqually":
        for v in arranged[1:]:
            out.append((anchor(box(v), size) == anchor(box(arranged[0]), size), "required"))
    elif distribution != "fill":
        raise NotImplementedError(distribution)
    for v in arranged:
        if alignment == "fill":
            out.append((anchor(box(v), cross_lead) == anchor(s, cross_lead), "required"))
            out.append((anchor(box(v), cross_trail) == anchor(s, cross_trail), "required"))
        elif alignment == "center":
            out.append((anchor(box(v), cross_center) == anchor(s, cross_center), "required"))
            out.append((anchor(box(v), cross_lead) >= anchor(s, cross_lead), "required"))
            out.append((anchor(box(v), cross_trail) <= anchor(s, cross_trail), "required"))
        else:
            raise NotImplementedError(alignment)
    return out


def run(constraints, variables, pull=None):
    solver = kiwi.Solver()
    for expr, s in constraints:
        solver.addConstraint(expr | s)
    if pull is not None:
        for v in variables:
            solver.addConstraint((v == pull) | 1e-6)
    solver.updateVariables()
    return [v.value() for v in variables]


def layout(root_element, size, insets, traits, skip_tags=()):
    root, views, constraints = solve_root(root_element, size, insets, traits, skip_tags)
    variables = [v for view in views.values() for v in (view.x, view.y, view.w, view.h)]
    first = run(constraints, variables)
    high = run(constraints, variables, 1e5)
    low = run(constraints, variables, -1e5)
    ambiguous = sorted({variables[i].name() for i in range(len(variables))
                        if abs(high[i] - first[i]) > 1e-6 or abs(low[i] - first[i]) > 1e-6})
    run(constraints, variables)  # leave the plain solution in the variables
    frames = {}
    for view in views.values():
        px, py = (view.parent.x.value(), view.parent.y.value()) if view.parent else (0, 0)
        frames[view.id] = (round(view.x.value() - px, 6), round(view.y.value() - py, 6),
                           round(view.w.value(), 6), round(view.h.value(), 6))
    return views, frames, ambiguous


def layout_roots(tree):
    doc = tree.getroot()
    if doc.get("type", "").endswith("Storyboard.XIB"):
        return [vc.find("view[@key='view']") for vc in doc.iter() if vc.tag in ("viewController",)]
    return [e for e in doc.find("objects") if e.find("rect[@key='frame']") is not None]


def expected_tables(path):
    """{section title: {id: frame}} from NAME.expected.md ('## ' headings, rows naming `id`)."""
    tables, section = {}, None
    if not path.exists():
        return tables
    for line in path.read_text().splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
        m = re.match(r"\|\s*`([^`]+)`\s*\|.*\|\s*\(([-\d.]+), ([-\d.]+), ([-\d.]+), ([-\d.]+)\)\s*\|", line)
        if m and section:
            tables.setdefault(section, {})[m.group(1)] = tuple(float(g) for g in m.groups()[1:])
    return tables


def compare(label, frames, expected):
    for vid, frame in expected.items():
        got = frames.get(vid)
        if got is None:
            fail(f"{label}: {vid} not laid out")
        elif any(abs(a - b) > 1e-6 for a, b in zip(got, frame)):
            fail(f"{label}: {vid} expected {frame}, solved {got}")
    missing = set(frames) - set(expected)
    if missing:
        fail(f"{label}: views without an expected frame: {sorted(missing)}")


def autoresize_axis(origin, length, old, new, flexible):
    delta = new - old
    parts = [(flexible[0], origin), (flexible[1], length), (flexible[2], old - origin - length)]
    lengths = [l for f, l in parts if f]
    if delta == 0 or not lengths:
        return origin, length
    total = sum(lengths)
    share = (lambda l: delta / len(lengths)) if total == 0 else (lambda l: delta * l / total)
    return (origin + share(origin) if flexible[0] else origin,
            length + share(length) if flexible[1] else length)


def autoresized_frames(root_element, new_size):
    """Frames after the root goes from its rect size to `new_size`, by UIKit's mask rule."""
    frames = {}

    def walk(element, old_size, size):
        subviews = element.find("subviews")
        for sub in (list(subviews) if subviews is not None else []):
            if sub.find("rect[@key='frame']") is None:
                continue
            x, y, w, h = (float(sub.find("rect[@key='frame']").get(k)) for k in ("x", "y", "width", "height"))
            mask = sub.find("autoresizingMask[@key='autoresizingMask']")
            flag = lambda n: mask is not None and mask.get(n) == "YES"
            nx, nw = autoresize_axis(x, w, old_size[0], size[0], (flag("flexibleMinX"), flag("widthSizable"), flag("flexibleMaxX")))
            ny, nh = autoresize_axis(y, h, old_size[1], size[1], (flag("flexibleMinY"), flag("heightSizable"), flag("flexibleMaxY")))
            frames[sub.get("id")] = (nx, ny, nw, nh)
            walk(sub, (w, h), (nw, nh))

    rect = root_element.find("rect[@key='frame']")
    frames[root_element.get("id")] = (0.0, 0.0) + tuple(float(v) for v in new_size)
    walk(root_element, (float(rect.get("width")), float(rect.get("height"))), new_size)
    return frames


def check_file(path):
    before = len(failures)
    text = path.read_text()
    for word in ("misplaced=", "ambiguous="):
        if word in text:
            fail(f"{path.name}: contains {word}")
    tree = ET.parse(path)
    doc = tree.getroot()
    device = doc.find("device")
    (pw, ph), portrait_insets, landscape_insets = DEVICES[device.get("id")]
    tables = expected_tables(path.with_name(path.stem + ".expected.md"))
    all_frames = {}
    for root_element in layout_roots(tree):
        rect = root_element.find("rect[@key='frame']")
        size = (float(rect.get("width")), float(rect.get("height")))
        insets = portrait_insets if size == (pw, ph) else (0, 0, 0, 0)
        views, frames, ambiguous = layout(root_element, size, insets, PORTRAIT_TRAITS)
        if ambiguous:
            fail(f"{path.name}: ambiguous: {ambiguous}")
        for vid, view in views.items():
            if any(abs(a - b) > 1e-6 for a, b in zip(frames[vid], view.rect)):
                fail(f"{path.name}: {vid} rect {view.rect} but constraints give {frames[vid]}")
        all_frames.update(frames)
        # Extra situations some expected files describe.
        for title, expected in tables.items():
            if title.startswith("Frames at heightClass=compact"):
                _, lf, amb = layout(root_element, (ph, pw), landscape_insets, LANDSCAPE_TRAITS)
                if amb:
                    fail(f"{path.name} landscape: ambiguous: {amb}")
                compare(f"{path.name} [{title}]", lf, expected)
            elif title.startswith("Frames after resizing the root to"):
                w, h = map(float, re.search(r"to (\d+)×(\d+)", title).groups())
                compare(f"{path.name} [{title}]", autoresized_frames(root_element, (w, h)), expected)
            elif title.startswith("Frames without the map view"):
                _, mf, amb = layout(root_element, size, insets, PORTRAIT_TRAITS, skip_tags=("mapView",))
                if amb:
                    fail(f"{path.name} without map: ambiguous: {amb}")
                compare(f"{path.name} [{title}]", mf, expected)
    main = [t for t in tables if t.startswith("Frames (")]
    if not main:
        fail(f"{path.name}: no 'Frames (...)' table in its .expected.md")
    for title in main:
        compare(f"{path.name} [{title}]", all_frames, tables[title])
    if len(failures) == before:
        print(f"ok   {path.name}: {len(all_frames)} views")


def check_broken(path):
    exp_path = path.with_name("broken.expected.md")
    expected = exp_path.read_text() if exp_path.exists() else ""
    m = re.search(r"expat[^\n]*?reports: line (\d+), column (\d+)", expected)
    parser = xml.parsers.expat.ParserCreate()
    try:
        parser.Parse(path.read_bytes(), True)
        fail("broken.xib parsed")
    except xml.parsers.expat.ExpatError as e:
        if not m or (e.lineno, e.offset) != (int(m.group(1)), int(m.group(2))):
            fail(f"broken.xib: expat says {e}, expected.md says {m and m.groups()}")
        else:
            print(f"ok   broken.xib: {e}")


def check_positions(path):
    """Rows of NAME.expected.md that give `<element …>` (or `attribute=…`) a line:column."""
    lines = path.read_text().split("\n")
    doc = path.with_name(path.stem + ".expected.md")
    for row in doc.read_text().splitlines():
        m = re.match(r"\| `(<!--|<(\w+)|(\w+)=)[^`]*`[^|]*\| (\d+):(\d+)( \(the attribute itself at (\d+):(\d+)\))?", row)
        if not m:
            continue
        comment, element, attribute, line, column = m.group(1) == "<!--", m.group(2), m.group(3), int(m.group(4)), int(m.group(5))
        text = lines[line - 1][column - 1:]
        if attribute:
            at = lines[int(m.group(7)) - 1][int(m.group(8)) - 1:]
            ok = text.startswith("<") and at.startswith(attribute + "=")
        else:
            ok = text.startswith("<!--" if comment else "<" + element)
        if not ok:
            fail(f"{doc.name}: {m.group(1)} is not at {line}:{column}")


for file in sorted(FIXTURES.iterdir()):
    if file.suffix in (".xib", ".storyboard") and file.name != "broken.xib":
        check_positions(file)
for file in sorted(FIXTURES.iterdir()):
    if file.name == "broken.xib":
        check_broken(file)
    elif file.suffix in (".xib", ".storyboard"):
        check_file(file)
print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
