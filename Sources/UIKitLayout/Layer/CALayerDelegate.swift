// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The object a layer asks to lay out its sublayers and to provide its contents; a view is its
/// layer's delegate.
///
/// Core Animation's methods here are optional. Swift protocols have no optional methods, so
/// each has a default that does what Core Animation does when the delegate does not implement
/// it: `display(_:)` draws through `draw(in:)`, the others do nothing.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Supplies the layer's contents directly, instead of drawing.
  func display(_ layer: CALayer)
  /// Draws the layer's contents into `ctx`.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called just before the layer draws.
  func layerWillDraw(_ layer: CALayer)
  /// Lays out the layer's sublayers.
  func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
  /// Draws through `layer.draw(in:)`, as Core Animation does without this method.
  public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Does nothing.
  public func layoutSublayers(of layer: CALayer) {}
}
