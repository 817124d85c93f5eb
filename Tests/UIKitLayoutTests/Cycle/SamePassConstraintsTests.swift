import Foundation
import Testing

@testable import UIKitLayout

/// A view that adds a subview with a constrained subview of its own in its first
/// `layoutSubviews()`, as a table adds its cells.
private final class AddsOnLayout: UIView {
  let holder = UIView()
  let added = UIView()
  override func layoutSubviews() {
    super.layoutSubviews()
    guard holder.superview == nil else { return }
    holder.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    addSubview(holder)
    added.translatesAutoresizingMaskIntoConstraints = false
    holder.addSubview(added)
    NSLayoutConstraint.activate([
      added.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 10),
      added.topAnchor.constraint(equalTo: holder.topAnchor, constant: 20),
      added.widthAnchor.constraint(equalToConstant: 30),
      added.bottomAnchor.constraint(equalTo: holder.bottomAnchor, constant: -5),
    ])
  }
}

@MainActor
@Suite struct SamePassConstraintsTests {
  @Test func constraintsAddedByALayoutAreSolvedInTheSamePass() {
    // The holder and its constrained subview are added during the container's layout; the
    // holder is laid out after it in the same pass, and applies its subview's frame from an
    // engine that has the new constraints (a table's cells lay out so on their first pass).
    let window = makeWindow()
    let container = AddsOnLayout(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    window.addSubview(container)
    window.layoutIfNeeded()
    #expect(container.added.frame == CGRect(x: 10, y: 20, width: 30, height: 35))
  }

  @Test func aSizeBetweenSnappedEdgesIsAWholeNumberOfPixels() {
    // Edges far from the root (a 40⅓-point offset at 3×) subtract to a size a hair off in
    // floating point; the size is taken in pixels: 30 points exactly.
    let window = makeWindow()
    let holder = UIView(frame: CGRect(x: 0, y: 121.0 / 3, width: 100, height: 50))
    window.addSubview(holder)
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    holder.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: holder.topAnchor, constant: 10),
      bar.bottomAnchor.constraint(equalTo: holder.bottomAnchor, constant: -10),
      bar.leadingAnchor.constraint(equalTo: holder.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame.height == 30)
    #expect(bar.frame.minY == 10)
  }
}
