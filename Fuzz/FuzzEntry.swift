// UIKitLayout: the Visual Format Language parser under libFuzzer (see run.sh).
// Compiled alone with the parser's files (no views, no Foundation): every input must either
// parse or produce a diagnostic, never crash, hang or leak.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let format = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let length = format.utf8.count
  do {
    let syntax = try VisualFormat(parsing: format)
    precondition(!syntax.views.isEmpty, "a parsed format has a view")
    precondition(syntax.connections.count == syntax.views.count - 1, "one connection per gap")
    for view in syntax.views {
      precondition(view.nameRange.upperBound <= length, "name range inside the string")
    }
  } catch {
    precondition(error.range.lowerBound <= length, "the caret is inside the string or just past it")
    precondition(error.column <= format.count, "the caret column is a character position")
    let reason = error.reason
    precondition(reason.hasPrefix("Unable to parse constraint format: \n"), "UIKit's prefix")
    precondition(reason.hasSuffix("^"), "the caret line ends the reason")
  }
  return 0
}
