import Foundation
import Testing

@testable import UIKitLayout

/// UIKit refuses NaN and infinite constants and multipliers with an
/// NSInternalInconsistencyException ("… is not finite!  That's illegal."); a refused
/// constraint never reaches the engine, and frames stay finite.
@MainActor
@Suite struct NonFiniteConstraintTests {
  func tree() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    return (root, v)
  }

  @Test func nonFiniteConstantsAreRefusedAndFramesStayFinite() {
    let (root, v) = tree()
    let raised = recordingExceptions {
      NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan),
        v.widthAnchor.constraint(equalToConstant: .infinity),
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        v.topAnchor.constraint(equalTo: root.topAnchor),
        v.heightAnchor.constraint(equalToConstant: 10),
        v.widthAnchor.constraint(equalToConstant: 50),
      ])
      root.layoutIfNeeded()
    }
    #expect(raised.count == 2)
    #expect(raised.allSatisfy { $0.name == .internalInconsistency })
    #expect(raised.first?.reason.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutXAxisAnchor:") == true)
    #expect(raised.first?.reason.contains(".leading\">") == true)
    #expect(raised.last?.reason.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:<NSLayoutDimension:") == true)
    #expect(raised.last?.reason.hasSuffix("secondAnchor:(null)") == true)
    // Only the finite constraints took part: 10, 0, 50 × 10.
    #expect(v.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
  }

  @Test func aNonFiniteMultiplierIsRefused() {
    let (root, v) = tree()
    let raised = recordingExceptions {
      _ = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1 / CGFloat(0))
    }
    #expect(raised == [RaisedException(
      name: .internalInconsistency, reason: "Multiplier is not finite!  That's illegal.  multiplier:inf")])
  }

  @Test func settingANonFiniteConstantKeepsTheOldOne() {
    let (root, v) = tree()
    let width = v.widthAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      width, v.heightAnchor.constraint(equalToConstant: 10),
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    let raised = recordingExceptions {
      width.constant = -.infinity
      root.layoutIfNeeded()
    }
    #expect(raised.count == 1)
    #expect(raised.first?.reason.contains("constant:-inf") == true)
    #expect(width.constant == 40)
    #expect(v.frame.width == 40)
  }
}
