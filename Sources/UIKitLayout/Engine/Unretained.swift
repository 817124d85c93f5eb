// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.

// Uses of objects without a retain, where something else is known to hold them for the
// whole use. Every retain and release is an atomic operation (about 10 ns once the object's
// line is cold), and the engine handles tens of thousands of objects in a first pass: in
// `vfl-bench` reference counting was close to half the layout pass's time.

/// `object`'s pointer, not retained. (Not `object.map { … }`: a closure handed to the
/// standard library from main-actor code checks its isolation at run time, every call.)
@inline(__always)
func unretained<Object: AnyObject>(_ object: Object?) -> Unmanaged<Object>? {
  guard let object else { return nil }
  return Unmanaged.passUnretained(object)
}

/// `body(first, second)` without retaining either item (their engine holds both).
@inline(__always)
func withGuaranteed<Result>(
  _ first: Unmanaged<EngineItem>?, _ second: Unmanaged<EngineItem>?,
  _ body: (EngineItem?, EngineItem?) -> Result
) -> Result {
  guard let first else {
    guard let second else { return body(nil, nil) }
    return second._withUnsafeGuaranteedRef { body(nil, $0) }
  }
  return first._withUnsafeGuaranteedRef { item in
    guard let second else { return body(item, nil) }
    return second._withUnsafeGuaranteedRef { body(item, $0) }
  }
}

extension Unmanaged {
  /// `body(object)` without retaining the object (see ``ConstraintItems``): the standard
  /// library's `_withUnsafeGuaranteedRef`, but a closure literal handed to it from this
  /// module is not checked for its main-actor isolation at run time (one handed to the
  /// standard library is, every call).
  @inline(__always)
  func withGuaranteed<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }

  /// `body(object, &value)` without retaining the object; `value` is handed through rather
  /// than captured (a closure that captured an expression copied it in and out, its space
  /// retained and released).
  @inline(__always)
  func withGuaranteed<Value>(_ value: inout Value, _ body: (Instance, inout Value) -> Void) {
    _withUnsafeGuaranteedRef { body($0, &value) }
  }
}

extension Unmanaged where Instance == UIView {
  /// The address of the view's superview, read without loading it as a reference.
  nonisolated var superviewAddress: UnsafeMutableRawPointer? {
    _withUnsafeGuaranteedRef { $0.superviewPointer?.toOpaque() }
  }
}

extension Array where Element: AnyObject {
  /// `body` on each element in order, none of them retained: the array holds them all
  /// (`for element in array` retained and released each one around the body, which the
  /// optimizer cannot drop when the body is an opaque call). The array must not change
  /// while this runs — iterate a copy held in a local.
  @inline(__always)
  func forEachUnretained(_ body: (Element) -> Void) {
    withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      base.withMemoryRebound(to: Unmanaged<Element>.self, capacity: buffer.count) { elements in
        for index in 0..<buffer.count { elements[index]._withUnsafeGuaranteedRef(body) }
      }
    }
  }
}
