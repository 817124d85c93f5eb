// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.

// Uses of objects without a retain, where something else is known to hold them for the
// whole use. Every retain and release is an atomic operation (about 10 ns once the object's
// line is cold), and the engine handles tens of thousands of objects in a first pass: in
// `vfl-bench` reference counting was close to half the layout pass's time.

/// `body(object)` without retaining `object` (see ``ConstraintItems``).
///
/// (Not `Unmanaged._withUnsafeGuaranteedRef` at the call: a main-actor closure literal handed
/// to the standard library checks at run time, every call, that it runs on the main actor.)
@inline(__always)
func withGuaranteed<Result>(_ object: Unmanaged<AnyObject>, _ body: (AnyObject) -> Result) -> Result {
  object._withUnsafeGuaranteedRef(body)
}

/// `body(object, item, &value)` without retaining `object`; `item` and `value` are handed
/// through rather than captured (a closure that captured them copied them: a retain of the
/// item, the expression copied in and out).
@inline(__always)
func withGuaranteed<Value>(
  _ object: Unmanaged<AnyObject>, _ item: EngineItem?, _ value: inout Value,
  _ body: (AnyObject, EngineItem?, inout Value) -> Void
) {
  object._withUnsafeGuaranteedRef { body($0, item, &value) }
}

/// `body(view)` without retaining `view`.
@inline(__always)
func withGuaranteed<Result>(_ view: Unmanaged<UIView>, _ body: (UIView) -> Result) -> Result {
  view._withUnsafeGuaranteedRef(body)
}

extension Unmanaged {
  /// `_withUnsafeGuaranteedRef`, but a closure literal handed to it from this module is not
  /// checked for its main-actor isolation at run time (one handed to the standard library
  /// is, every call).
  @inline(__always)
  func withGuaranteed<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
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
