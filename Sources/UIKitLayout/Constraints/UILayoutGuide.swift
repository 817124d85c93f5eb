// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A rectangle that takes part in constraints without being a view: no drawing, no events,
/// not in `subviews` (semantics reference 4.10). Add it to a view with `addLayoutGuide(_:)`
/// before constraining it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to; its `layoutFrame` is in this view's coordinates.
  public internal(set) weak var owningView: UIView?
  /// A name shown in debug output.
  public var identifier = ""

  /// Which built-in guide it is, if one.
  enum Role { case custom, margins, safeArea, readableContent }
  let role: Role
  let debugAddress: String

  /// Creates a guide; add it to a view before use.
  public override init() {
    role = .custom
    debugAddress = DebugAddress.next()
    super.init()
  }

  init(role: Role, identifier: String) {
    self.role = role
    self.identifier = identifier
    debugAddress = DebugAddress.next()
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout pass
  /// (`.zero` before the engine has placed it).
  public var layoutFrame: CGRect {
    guard let owner = owningView, let ownerItem = owner.engineItemStorage,
      let engine = LayoutEngine.engine(for: owner, create: false),
      let item = engine.existingItem(for: self)
    else { return .zero }
    let content = ownerItem.contentOrigin()
    let rect = item.solvedRect
    return CGRect(
      x: rect.minX - CGFloat(content.x.value), y: rect.minY - CGFloat(content.y.value),
      width: rect.width, height: rect.height)
  }

  /// `UILayoutGuide:0x…'identifier'`.
  var debugName: String {
    "UILayoutGuide:\(debugAddress)" + (identifier.isEmpty ? "" : "'\(identifier)'")
  }

  /// `<UILayoutGuide: 0x…; frame = (…); owningView = <…>>`.
  ///
  /// Nonisolated, as `NSObject`'s (see `MainActorAccess`).
  nonisolated open override var description: String {
    MainActorAccess.value(
      {
        "<\(DebugFormat.className(of: self)): \(debugAddress) - \(DebugFormat.rect(layoutFrame))"
          + (identifier.isEmpty ? "" : ", layoutFrame identifier '\(identifier)'") + ">"
      })
  }

  /// The guide's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The guide's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The guide's leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The guide's horizontal middle.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The guide's vertical middle.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIView {
  /// The guides added to this view, in order.
  public var layoutGuides: [UILayoutGuide] { layoutGuideStorage }

  /// Adds `layoutGuide` to the view (a guide has one owner; adding it elsewhere moves it).
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    guard layoutGuide.owningView !== self else { return }
    layoutGuide.owningView = self
    layoutGuideStorage.append(layoutGuide)
  }

  /// Removes `layoutGuide`, deactivating the constraints that name it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    var ancestor: UIView? = self
    while let current = ancestor {
      for constraint in current.constraintStorage
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        constraint.isActive = false
      }
      ancestor = current.superviewStorage
    }
    layoutGuideStorage.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// The view's bounds inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    builtInGuide(\.layoutMarginsGuideStorage, .margins, "UIViewLayoutMarginsGuide")
  }

  /// The view's bounds inset by its safe-area insets.
  public var safeAreaLayoutGuide: UILayoutGuide {
    builtInGuide(\.safeAreaLayoutGuideStorage, .safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// The margins area narrowed to a comfortable reading width, centred.
  public var readableContentGuide: UILayoutGuide {
    builtInGuide(\.readableContentGuideStorage, .readableContent, "UIViewReadableContentGuide")
  }

  /// A built-in guide, made and added the first time it is asked for.
  private func builtInGuide(
    _ storage: ReferenceWritableKeyPath<UIView, UILayoutGuide?>, _ role: UILayoutGuide.Role,
    _ identifier: String
  ) -> UILayoutGuide {
    if let guide = self[keyPath: storage] { return guide }
    let guide = UILayoutGuide(role: role, identifier: identifier)
    self[keyPath: storage] = guide
    addLayoutGuide(guide)
    return guide
  }

  /// The widest `readableContentGuide` (UIKit derives it from the text size; fixed here).
  public static let readableContentWidth: CGFloat = 672
}
