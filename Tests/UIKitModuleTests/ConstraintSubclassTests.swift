import Testing
import UIKit

/// Auto Layout DSLs build their constraint type by subclassing NSLayoutConstraint without
/// declaring an initializer, and create it with UIKit's item initializer.
final class DSLConstraint: NSLayoutConstraint {
  var label: String?
}

@MainActor
@Suite struct ConstraintSubclassTests {
  @Test func aSubclassWithoutInitializersInheritsTheItemInitializer() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let width = DSLConstraint(
      item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 120)
    width.label = "width"
    NSLayoutConstraint.activate([
      width,
      DSLConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30),
      DSLConstraint(item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 10),
      DSLConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 5, width: 120, height: 30))
    // A one-item constraint is installed on its item, as in UIKit; the subclass instance is kept.
    #expect(box.constraints.contains { ($0 as? DSLConstraint)?.label == "width" })
  }
}
