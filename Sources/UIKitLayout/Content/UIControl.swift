// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uicontrol
/// A view with states (UIKit's `UIControl`, minimal: the states a button's title depends on;
/// no events, targets or tracking).
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The states a control can be in, with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected or highlighted (no bit set).
    public static let normal = State([])
    /// Touched down.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Whether the control is enabled (`false` adds `.disabled` to ``state``).
  open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
  /// Whether the control is selected.
  open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
  /// Whether the control is highlighted.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called when ``state`` changed; subclasses update what depends on it.
  func stateDidChange() {}
}
