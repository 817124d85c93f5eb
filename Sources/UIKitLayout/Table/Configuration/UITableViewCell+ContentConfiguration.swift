// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// iOS 14's content configurations on cells and headers: setting one puts its content view in
// the cell's content view, pinned to its edges (a configuration of the same kind updates
// the view in place).

@MainActor
extension UIView {
  /// Shows `configuration` in `container`: updates `current` when it is a view of the same
  /// kind, else replaces it with a new one pinned to `container`'s edges. Returns the view.
  func installContent(
    _ configuration: UIContentConfiguration?, in container: UIView, replacing current: (UIView & UIContentView)?
  ) -> (UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    if let current, ObjectIdentifier(type(of: current)) == ObjectIdentifier(configuration.makeContentViewType()) {
      current.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    return view
  }
}

extension UIContentConfiguration {
  /// The type of view the configuration makes (to update a view of that type in place).
  func makeContentViewType() -> UIView.Type {
    self is UIListContentConfiguration ? UIListContentView.self : UIView.self
  }
}

extension UITableViewCell {
  /// The list content configuration of the cell's style, empty: set its texts and assign it
  /// to ``contentConfiguration``.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }
}

extension UITableViewHeaderFooterView {
  /// A section header's list content configuration.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }
}
