// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// What a cell's content shows, as a value: the cell makes a content view from it
/// (`cell.contentConfiguration = configuration`).
@MainActor
public protocol UIContentConfiguration {
  /// A view that shows this configuration.
  func makeContentView() -> UIView & UIContentView
  /// The configuration for a state (selected, highlighted…); the same one here.
  func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown; setting one updates the view.
  var configuration: UIContentConfiguration { get set }
}

/// A cell's state for configurations (headlessly, nothing changes with it).
@MainActor
public protocol UIConfigurationState {}

/// A cell's state: selected, highlighted.
public struct UICellConfigurationState: UIConfigurationState, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// A default state.
  public init() {}
}
