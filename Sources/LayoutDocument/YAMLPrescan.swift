// UIKitLayout: layout documents.
import CYaml
import Foundation

/// A linear pass over the YAML events before Yams composes the tree, refusing what would make
/// composing itself blow up.
///
/// Yams checks every mapping for duplicate keys by hashing the keys, and a key that is a
/// collection is hashed with every alias inside it expanded: a few kilobytes of anchors that
/// each use the previous one twice make that 2ⁿ work (found by the document fuzzer). A
/// document whose aliases expand to more nodes than ``DocumentLimits/maxExpandedNodes`` is
/// refused, which bounds that work; and since a layout document's keys are plain words, a
/// collection used as a key is refused too, with a message that says so.
/// Syntax errors are left to Yams, which reports them with context.
enum YAMLPrescan {
  /// Why `text` is refused, with its 1-based position; `nil` when composing it is safe.
  static func refusal(of text: String) -> (line: Int, column: Int, message: String)? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return nil }
    defer { yaml_parser_delete(&parser) }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      yaml_parser_set_input_string(&parser, base, buffer.count)
      var scan = Scan()
      while true {
        var event = yaml_event_t()
        guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return nil }
        if let problem = scan.take(event) {
          return (Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1, problem)
        }
      }
    }
  }

  /// The open collections and the sizes of the anchored nodes seen so far.
  private struct Scan {
    struct Frame {
      var isMapping: Bool
      var children = 0
      var size = 1
      var anchor: String?
    }
    var frames: [Frame] = []
    /// Expanded node count and whether it is a collection, by anchor name.
    var anchors: [String: (size: Int, isCollection: Bool)] = [:]

    mutating func take(_ event: yaml_event_t) -> String? {
      switch event.type {
      case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
        if isKeyPosition { return "a mapping key must be a plain value, not a mapping or a list" }
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
        frames.append(Frame(isMapping: isMapping, anchor: anchor.map { String(cString: $0) }))
      case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
        guard let frame = frames.popLast() else { return nil }
        if let anchor = frame.anchor { anchors[anchor] = (frame.size, true) }
        return add(frame.size)
      case YAML_SCALAR_EVENT:
        if let anchor = event.data.scalar.anchor { anchors[String(cString: anchor)] = (1, false) }
        return add(1)
      case YAML_ALIAS_EVENT:
        guard let name = event.data.alias.anchor,
          let target = anchors[String(cString: name)]
        else { return add(1) }  // An unknown alias is Yams's error to report.
        if target.isCollection && isKeyPosition {
          return "a mapping key must be a plain value, not an alias of a mapping or a list"
        }
        return add(target.size)
      default:
        break
      }
      return nil
    }

    /// Whether the next node is a key of the innermost mapping.
    var isKeyPosition: Bool {
      guard let frame = frames.last else { return false }
      return frame.isMapping && frame.children % 2 == 0
    }

    /// Counts a finished node of `size` expanded nodes into its parent.
    mutating func add(_ size: Int) -> String? {
      guard !frames.isEmpty else { return nil }
      frames[frames.count - 1].children += 1
      frames[frames.count - 1].size += size
      guard frames[frames.count - 1].size <= DocumentLimits.maxExpandedNodes else {
        return "the document expands to more than \(DocumentLimits.maxExpandedNodes) YAML nodes "
          + "(an alias counts each time it is used)"
      }
      return nil
    }
  }
}
