// UIKitLayout: the Interface Builder XML reader under libFuzzer (see run-xml.sh).
// Compiled alone with the reader: every input must either be read or produce an error with a
// position inside the text, never crash, hang, leak or nest past the limit.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.utf8.filter { $0 == 0x0A }.count + 1
  do {
    let root = try XMLReader.parse(text)
    var stack = [(root, 1)]
    while let (node, depth) = stack.popLast() {
      precondition(depth <= XMLReader.depthLimit, "nesting is limited")
      precondition(node.line >= 1 && node.line <= lines, "an element's line is in the text")
      stack += node.children.map { ($0, depth + 1) }
    }
  } catch {
    precondition(error.line >= 1 && error.line <= lines, "an error's line is in the text")
    precondition(error.column >= 1, "columns count from 1")
    precondition(!error.message.isEmpty, "errors say what is wrong")
  }
  return 0
}
