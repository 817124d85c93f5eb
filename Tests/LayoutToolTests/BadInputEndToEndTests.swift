import Foundation
import Testing

/// Hostile and mistaken documents (shared/fixtures/bad-input): a located error and exit
/// status 2, never a trap, a hang or a silently wrong picture.
@Suite struct BadInputEndToEndTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/bad-input")

  /// (document, the error's position and message) — worked out from the document text.
  static let cases: [(String, String)] = [
    // Numbers past Int's range used to trap in Int(…) conversions.
    ("sizes: [1e19x10]\nroot: {name: a}\n",
     "1:9: error: size '1e19x10': 1e+19 is too large (lengths are limited to ±10000000 points)"),
    ("root: {name: a, frame: [0, 0, 1e300, 10]}\n",
     "1:31: error: 'frame' of 'a': 1e+300 is too large (lengths are limited to ±10000000 points)"),
    ("sizes: [320x200]\nroot: {name: a, subviews: [{name: l, kind: label, text: hi, numberOfLines: 1e300}]}\n",
     "2:76: error: expected a whole number 0…100000 for 'numberOfLines' of 'l', found 1e300"),
    ("sizes: [300x300]\nroot: {name: a, subviews: [{name: l, kind: label, numberOfLines: 0.5}]}\n",
     "2:66: error: expected a whole number 0…100000 for 'numberOfLines' of 'l', found 0.5"),
    ("sizes: [320x200]\nroot: {name: a, subviews: [{name: b}]}\nconstraints: ['b.width == 99999999999999999999999999 * a.width']\n",
     "3:27: error: the number 99999999999999999999999999 is too large (lengths are limited to ±10000000 points, multipliers to ±1000000)"),
    ("sizes: [320x200]\nroot: {name: a, subviews: [{name: b}]}\nconstraints: ['b.width == 2000000 * a.width']\n",
     "3:27: error: the multiplier 2000000.0 is too large (multipliers are limited to ±1000000)"),
    ("sizes: [320x480]\nroot: {name: r, subviews: [{name: a}]}\nvfl: ['H:|-1e308-[a]']\n",
     "3:8: error: a number in the format: 1e+308 is too large (lengths are limited to ±10000000 points)"),
    // Refused instead of accepted silently.
    ("sizes: [-320x-200]\nroot: {name: a}\n", "1:9: error: size '-320x-200': a width or height cannot be negative"),
    ("sizes: [300x300]\nroot: {name: a, subviews: [{name: l, hugging: {horizontal: 5000}}]}\n",
     "2:60: error: a priority must be 1…1000 (or a name such as defaultHigh), found 5000"),
    ("sizes: [100x100]\nroot: {name: a, subviews: [{name: 'has space'}]}\n",
     "2:35: error: the name 'has space' can never be referenced: use letters, digits and '_', starting with a letter or '_'"),
    ("sizes: [100x100]\nroot: {name: a, guides: [b], subviews: [{name: b}]}\n",
     "2:41: error: 'b' names both a guide and a view; names must be unique"),
    // One error per cause: the metric, not every use of it.
    ("sizes: [320x200]\nmetrics: {n: 1e20}\nroot: {name: a, subviews: [{name: b}]}\nconstraints: ['b.width == n', 'b.height == n']\n",
     "2:14: error: metric 'n': 1e+20 is too large (lengths are limited to ±10000000 points)\n"),
  ]

  @Test(arguments: cases.indices)
  func refusedWithALocatedError(index: Int) throws {
    let (text, expected) = Self.cases[index]
    let url = try ToolRunner.file("bad.yaml", text)
    for command in ["check", "frames", "render"] {
      var arguments = [command, url.path]
      if command == "render" { arguments += ["-o", ToolRunner.folder("render").path] }
      let run = try ToolRunner.run(arguments)
      #expect(run.status == 2, "\(command): \(run.standardError)")
      #expect(run.standardError.hasPrefix("\(url.path):\(expected)"), "\(command): \(run.standardError)")
    }
  }

  @Test func exponentsAreNumbersInEquations() throws {
    // 1e2 = 100 wide, 2.5e-1 × 200 = 50 high.
    let url = try ToolRunner.file("exp.yaml", """
      sizes: [320x200]
      root: {name: a, subviews: [{name: b}]}
      constraints: [b.leading == a.leading, b.top == a.top, b.width == 1e2, b.height == 2.5e-1 * a.height]
      """)
    let run = try ToolRunner.run(["frames", url.path, "--json"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains(#""name": "b", "superview": "a", "frame": [0, 0, 100, 50]"#))
  }

  /// Legal numbers can still multiply past what a picture can hold: 320 × 10⁶ × 10⁶.
  @Test func aLayoutTooLargeToDrawIsAnErrorNotAClampedPicture() throws {
    let url = try ToolRunner.file("huge.yaml", """
      sizes: [320x200]
      root: {name: a, subviews: [{name: b}, {name: c}]}
      constraints: [b.width == 1000000 * a.width, c.width == 1000000 * b.width, b.left == a.left,
        c.left == a.left, b.top == a.top, c.top == a.top, b.height == 1, c.height == 1]
      """)
    let out = ToolRunner.folder("render")
    let render = try ToolRunner.run(["render", url.path, "-o", out.path])
    #expect(render.status == 2)
    #expect(render.standardError == "\(url.path): error: at 320x200, 'c' is laid out at (0, 0, 320000000000000, 1), "
      + "beyond what a picture can draw (±1000000000 points); `frames` prints such layouts\n")
    // frames prints the finite numbers as they are.
    let frames = try ToolRunner.run(["frames", url.path, "--json"])
    #expect(frames.status == 0)
    #expect(frames.standardOutput.contains(#""name": "c", "superview": "a", "frame": [0, 0, 320000000000000, 1]"#))
  }

  @Test func controlCharactersStillMakeWellFormedSVG() throws {
    let path = Self.fixtures.appendingPathComponent("svg-control-characters.yaml").path
    let out = ToolRunner.folder("render")
    let run = try ToolRunner.run(["render", path, "--side-by-side", "-o", out.path])
    #expect(run.status == 0, "\(run.standardError)")
    let svg = try String(contentsOf: out.appendingPathComponent("svg-control-characters.svg"), encoding: .utf8)
    #expect(isWellFormedXML(svg))
    #expect(svg.contains("\u{FFFD}"))
  }

  @Test func anAliasBombIsRefusedQuickly() throws {
    let path = Self.fixtures.appendingPathComponent("alias-bomb-subviews.yaml").path
    let started = Date()
    let run = try ToolRunner.run(["check", path])
    #expect(run.status == 2)
    // &vk holds 10·2^k − 5 YAML nodes (its mapping, two keys, a name, a list of two *v(k−1)).
    // The root's list passes a million when &v16 (655 355) joins the 655 271 before it: at the
    // `}` closing &v16, column 688 — before Yams composes anything.
    #expect(run.standardError == "\(path):2:688: error: the document expands to more than 1000000 YAML nodes (an alias counts each time it is used)\n")
    #expect(Date().timeIntervalSince(started) < 30)
  }

  @Test func aliasesThatExpandToTooManyViewsAreRefused() throws {
    // The same chain stopped at &v13: 163 770 nodes, under the YAML limit, but 2^(k+1) − 1
    // views per &vk make 32 752 views, over the 20 000 the loader allows.
    var views = ["&v0 {name: b, subviews: []}"]
    for k in 1...13 { views.append("&v\(k) {name: b\(k), subviews: [*v\(k - 1), *v\(k - 1)]}") }
    let url = try ToolRunner.file("views.yaml", "sizes: [320x200]\nroot: {name: a, subviews: [\(views.joined(separator: ", "))]}\n")
    let run = try ToolRunner.run(["check", url.path])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("\(url.path):2:"))
    #expect(run.standardError.hasSuffix("error: the document has more than 20000 views (a YAML alias counts each time it is used)\n"))
  }

  @Test func collectionsAsKeysAreRefusedBeforeYAMLHashesThem() throws {
    // Yams hashes keys with their aliases expanded: anchors used twice each as keys were a
    // 2^n hang the document fuzzer found (the expansion limit bounds that work now; the key
    // rule gives the clearer message). Layout documents' keys are words.
    let cases = [
      ("sizes: [100x100]\nroot: {name: a, {x: 1}: 2}\n",
       "2:17: error: a mapping key must be a plain value, not a mapping or a list"),
      ("sizes: [100x100]\nx: &k [1]\nroot: {name: a, *k : 2}\n",
       "3:17: error: a mapping key must be a plain value, not an alias of a mapping or a list"),
    ]
    for (text, expected) in cases {
      let url = try ToolRunner.file("keys.yaml", text)
      let run = try ToolRunner.run(["check", url.path])
      #expect(run.status == 2)
      #expect(run.standardError == "\(url.path):\(expected)\n")
    }
    let started = Date()
    let bomb = try ToolRunner.file("bomb.yaml", Self.aliasKeyBomb)
    let run = try ToolRunner.run(["check", bomb.path])
    #expect(run.status == 2 && run.standardError.contains("a mapping key must be a plain value"))
    #expect(Date().timeIntervalSince(started) < 30)
  }

  /// The fuzzer's finding's shape: each anchored mapping uses the previous one twice, and the
  /// last sits in key position inside a flow mapping. Stopped at &v15 (655 270 nodes so far) so
  /// that the key, not the expansion limit, is what is refused.
  static let aliasKeyBomb: String = {
    var text = "sizes: [320x200]\nroot: {name: a, subviews: [&v0 {name: b, subviews: []}"
    for k in 1...15 { text += ", &v\(k) {name: b\(k), subviews: [*v\(k - 1), *v\(k - 1)]}" }
    text += ", {name: c, &w {name: d, subviews: [*v15, *v15]}}]}\n"
    return text
  }()

  @Test func unreadableInputsSayWhy() throws {
    let missing = ToolRunner.scratch.appendingPathComponent("missing.yaml").path
    var run = try ToolRunner.run(["check", missing])
    #expect(run.status == 2)
    #expect(run.standardError == "\(missing):0:0: error: cannot read the file: no such file\n")
    let folder = ToolRunner.folder("dir")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    run = try ToolRunner.run(["frames", folder.path])
    #expect(run.standardError == "\(folder.path):0:0: error: cannot read the file: it is a folder\n")
    let utf8 = Self.fixtures.appendingPathComponent("invalid-utf8.yaml").path
    run = try ToolRunner.run(["check", utf8])
    #expect(run.standardError == "\(utf8):3:11: error: not valid UTF-8 at 3:11\n")
    let binary = try ToolRunner.file("binary.yaml", "root:\n  name: a\u{0}b\n")
    run = try ToolRunner.run(["check", binary.path])
    #expect(run.standardError == "\(binary.path):2:10: error: not a text file (a NUL byte at 2:10)\n")
  }

  @Test func jsonIsParsedAsJSON() throws {
    let path = Self.fixtures.appendingPathComponent("json-trailing-comma.json").path
    let run = try ToolRunner.run(["check", path])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("\(path):1:22: error: invalid JSON: "))
  }

  @Test func deepNestingIsOurLimitInOurWords() throws {
    /// A document whose root nests `depth` views, each the only subview of the one above.
    func nested(_ depth: Int) -> String {
      "sizes: [10x10]\nroot: " + (0..<depth).map { "{name: v\($0), subviews: [" }.joined()
        + "{name: leaf}" + String(repeating: "]}", count: depth) + "\n"
    }
    // 600 nested views: deeper than YAML's own limit (1000 mappings and lists).
    let url = try ToolRunner.file("deep.yaml", nested(600))
    let run = try ToolRunner.run(["check", url.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("error: the document nests deeper than YAML's limit of 1000 mappings and lists"))
    #expect(run.standardError.contains("layout documents may nest views 200 deep"))
    // 250 levels: within YAML, past ours.
    let second = try ToolRunner.file("deep.yaml", nested(250))
    let run2 = try ToolRunner.run(["check", second.path])
    #expect(run2.status == 2)
    #expect(run2.standardError.contains("error: views nest more than 200 deep"))
  }
}
