import Foundation

@testable import UIKitLayout

/// A view with a fixed intrinsic size, so that stack layouts can be computed by hand.
@MainActor
final class Box: UIView {
  var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize { size }
}

/// Stack-view test scenes.
@MainActor
enum StackScene {
  /// A root view 400 × 300 holding `stack` at `frame` (its frame kept by autoresizing).
  static func root(holding stack: UIStackView, frame: CGRect) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    stack.frame = frame
    root.addSubview(stack)
    return root
  }

  /// A label showing `text` in the system font of `size`.
  static func label(_ text: String, _ size: CGFloat) -> UILabel {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.text = text
    return label
  }

  /// Boxes of the given sizes.
  static func boxes(_ sizes: [(CGFloat, CGFloat)]) -> [Box] { sizes.map { Box($0.0, $0.1) } }

  /// The identifiers of `constraints`, counted.
  static func identifierCounts(_ constraints: [NSLayoutConstraint]) -> [String: Int] {
    constraints.reduce(into: [:]) { $0[$1.identifier ?? "", default: 0] += 1 }
  }
}
