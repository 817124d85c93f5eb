// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// Creates the UIKit view for a ``ViewSpec`` and sets what the document says about it.
@MainActor
enum ViewFactory {
  static func make(_ spec: ViewSpec, defaultFrame: CGRect) -> UIView {
    let frame = spec.frame ?? defaultFrame
    let view: UIView
    switch spec.kind {
    case .view: view = UIView(frame: frame)
    case .label(let label):
      let made = UILabel(frame: frame)
      made.text = label.text
      if let font = label.font {
        made.adjustsFontForContentSizeCategory = font.textStyle != nil
        made.font = font.font
      }
      if let color = label.textColor { made.textColor = uiColor(color) }
      made.numberOfLines = label.numberOfLines
      made.textAlignment = label.textAlignment
      view = made
    case .image(let width, let height):
      let made = UIImageView(image: UIImage(size: CGSize(width: width, height: height)))
      made.frame = frame
      view = made
    case .scroll(let width, let height):
      let made = UIScrollView(frame: frame)
      made.contentSize = CGSize(width: width, height: height)
      view = made
    case .button(let title, let font):
      let made = UIButton(type: .system)
      made.frame = frame
      made.setTitle(title, for: .normal)
      made.titleLabel?.textColor = .systemBlue  // a system button's title is tinted
      if let font { made.titleLabel?.font = font.font }
      view = made
    case .stack(let stack):
      let made = UIStackView(frame: frame)
      made.axis = stack.axis
      made.distribution = stack.distribution
      made.alignment = stack.alignment
      made.spacing = CGFloat(stack.spacing)
      made.isBaselineRelativeArrangement = stack.baselineRelative
      made.isLayoutMarginsRelativeArrangement = stack.marginsRelative
      view = made
    case .control(let control):
      let made = control.make()
      // A switch keeps its own size; the others take the document's frame.
      if spec.frame != nil, !(made is UISwitch) { made.frame = frame } else { made.frame.origin = frame.origin }
      view = made
    }
    view.autoresizingMask = spec.autoresizingMask
    view.translatesAutoresizingMaskIntoConstraints =
      spec.translatesAutoresizingMaskIntoConstraints ?? (spec.frame != nil)
    switch spec.margins {
    case .absolute(let top, let left, let bottom, let right):
      view.layoutMargins = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    case .directional(let top, let leading, let bottom, let trailing):
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: top, leading: leading, bottom: bottom, trailing: trailing)
    case nil: break
    }
    if let p = spec.hugging.horizontal { view.setContentHuggingPriority(UILayoutPriority(p), for: .horizontal) }
    if let p = spec.hugging.vertical { view.setContentHuggingPriority(UILayoutPriority(p), for: .vertical) }
    if let p = spec.compressionResistance.horizontal {
      view.setContentCompressionResistancePriority(UILayoutPriority(p), for: .horizontal)
    }
    if let p = spec.compressionResistance.vertical {
      view.setContentCompressionResistancePriority(UILayoutPriority(p), for: .vertical)
    }
    // Core Animation draws these; the renderer reads them back from the layer.
    view.backgroundColor = spec.backgroundColor.map(uiColor)
    if let border = spec.borderColor {
      view.layer.borderColor = uiColor(border).cgColor
      view.layer.borderWidth = CGFloat(spec.borderWidth ?? 1)
    }
    if let radius = spec.cornerRadius { view.layer.cornerRadius = CGFloat(radius) }
    view.isHidden = spec.isHidden
    view.alpha = CGFloat(spec.alpha)
    if let semantic = spec.semanticContentAttribute { view.semanticContentAttribute = semantic }
    return view
  }

  static func uiColor(_ color: DocumentColor) -> UIColor {
    UIColor(
      red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
      blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
  }
}
