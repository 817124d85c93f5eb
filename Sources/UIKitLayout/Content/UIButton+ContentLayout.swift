// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Where a button's title, subtitle and image go: side by side (the image leading, or where a
// configuration's `imagePlacement` says) with the configuration's `imagePadding` between
// them, the subtitle `titlePadding` under the title, the whole centred in the content area
// (the bounds less the content insets, and a classic button's `titleEdgeInsets`). A content
// area narrower than the content narrows the text.

extension UIButton {
  /// The frames of the title, the subtitle and the image in `box` (zero-sized for what is not
  /// shown).
  struct ContentLayout {
    var title = CGRect.zero, subtitle = CGRect.zero, image = CGRect.zero
  }

  /// The sizes of the parts: the title, the subtitle, the image, and the paddings.
  private var parts: (title: CGSize, subtitle: CGSize, image: CGSize, imagePadding: CGFloat, titlePadding: CGFloat) {
    // `if let`, not `Optional.map`: its closure checked the main actor at every call.
    var title = CGSize.zero, subtitle = CGSize.zero
    if let label = titleLabel, label.hasText { title = label.intrinsicContentSize }
    if let label = subtitleLabel, label.hasText { subtitle = label.intrinsicContentSize }
    let image = imageView?.image?.size ?? .zero
    guard hasConfiguration, let configuration else { return (title, subtitle, image, 0, 0) }
    let hasText = title != .zero || subtitle != .zero
    let imagePadding = hasText && image != .zero ? configuration.imagePadding : 0
    let titlePadding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
    return (title, subtitle, image, imagePadding, titlePadding)
  }

  /// Whether the image is beside the text (rather than above or below it).
  private var imageIsBeside: Bool {
    guard hasConfiguration else { return true }
    let placement = configuration?.imagePlacement ?? .leading
    return placement != .top && placement != .bottom
  }

  /// The content's size, without insets.
  var contentSize: CGSize {
    let p = parts
    let text = CGSize(
      width: max(p.title.width, p.subtitle.width), height: p.title.height + p.titlePadding + p.subtitle.height)
    if imageIsBeside {
      return CGSize(width: p.image.width + p.imagePadding + text.width, height: max(p.image.height, text.height))
    }
    return CGSize(width: max(p.image.width, text.width), height: p.image.height + p.imagePadding + text.height)
  }

  /// The frames of the parts in `box`.
  func contentLayout(in box: CGRect) -> ContentLayout {
    var area = box.inset(by: effectiveContentInsets)
    if !hasConfiguration { area = area.inset(by: titleEdgeInsets) }
    let p = parts
    let placement = hasConfiguration ? configuration?.imagePlacement ?? .leading : .leading
    let titleAlignment = hasConfiguration ? configuration?.titleAlignment ?? .automatic : .automatic
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    var textWidth = max(p.title.width, p.subtitle.width)
    let textHeight = p.title.height + p.titlePadding + p.subtitle.height
    var layout = ContentLayout()
    var textBox: CGRect
    if imageIsBeside {
      textWidth = min(textWidth, max(area.width - p.image.width - p.imagePadding, 0))
      let width = p.image.width + p.imagePadding + textWidth
      let left = area.midX - width / 2
      let imageFirst = (placement == .trailing) == rtl
      let imageX = imageFirst ? left : left + textWidth + p.imagePadding
      let textX = imageFirst ? left + p.image.width + p.imagePadding : left
      layout.image = CGRect(x: imageX, y: area.midY - p.image.height / 2, width: p.image.width, height: p.image.height)
      textBox = CGRect(x: textX, y: area.midY - textHeight / 2, width: textWidth, height: textHeight)
    } else {
      textWidth = min(textWidth, max(area.width, 0))
      let height = p.image.height + p.imagePadding + textHeight
      let top = area.midY - height / 2
      let imageY = placement == .top ? top : top + textHeight + p.imagePadding
      let textY = placement == .top ? top + p.image.height + p.imagePadding : top
      layout.image = CGRect(x: area.midX - p.image.width / 2, y: imageY, width: p.image.width, height: p.image.height)
      textBox = CGRect(x: area.midX - textWidth / 2, y: textY, width: textWidth, height: textHeight)
    }
    // Each line centred in the text's box (leading or trailing when the configuration says).
    func line(_ size: CGSize, y: CGFloat) -> CGRect {
      let width = min(size.width, textBox.width)
      let leadingEdge = (titleAlignment == .leading) != rtl
      let x: CGFloat =
        switch titleAlignment {
        case .leading, .trailing: leadingEdge ? textBox.minX : textBox.maxX - width
        default: textBox.midX - width / 2
        }
      return CGRect(x: x, y: y, width: width, height: size.height)
    }
    layout.title = line(p.title, y: textBox.minY)
    layout.subtitle = line(p.subtitle, y: textBox.minY + p.title.height + p.titlePadding)
    return layout
  }
}

// https://developer.apple.com/documentation/uikit/uiaction
/// An action a control performs (UIKit's `UIAction`, kept for code that makes buttons with
/// one: there are no touches headlessly, so it is never performed).
@preconcurrency @MainActor
open class UIAction: NSObject {
  /// The action's title.
  public let title: String
  /// The action's image.
  public let image: UIImage?
  /// What the action does.
  public let handler: (UIAction) -> Void

  /// Creates an action.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
    super.init()
  }
}
