// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Format options laid out: alignment, direction, spacing (semantics reference 5.5).
@MainActor @Suite struct VisualFormatOptionsTests {
  @Test func rawValuesAreUIKits() {
    typealias Options = NSLayoutConstraint.FormatOptions
    #expect(Options.alignAllLeft.rawValue == 2)
    #expect(Options.alignAllRight.rawValue == 4)
    #expect(Options.alignAllTop.rawValue == 8)
    #expect(Options.alignAllBottom.rawValue == 16)
    #expect(Options.alignAllLeading.rawValue == 32)
    #expect(Options.alignAllTrailing.rawValue == 64)
    #expect(Options.alignAllCenterX.rawValue == 512)
    #expect(Options.alignAllCenterY.rawValue == 1024)
    #expect(Options.alignAllLastBaseline.rawValue == 2048)
    #expect(Options.alignAllBaseline == .alignAllLastBaseline)
    #expect(Options.alignAllFirstBaseline.rawValue == 4096)
    #expect(Options.directionLeadingToTrailing.rawValue == 0)
    #expect(Options.directionLeftToRight.rawValue == 65536)
    #expect(Options.directionRightToLeft.rawValue == 131072)
    #expect(Options.spacingEdgeToEdge.rawValue == 0)
    #expect(Options.spacingBaselineToBaseline.rawValue == 524288)
  }

  @Test func alignAllCenterY() {
    var scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    scene.layout(["|-10-[a(50)]-[b(60)]"], options: .alignAllCenterY)
    scene.layout(["V:|-30-[a(40)]", "V:[b(20)]"])
    // a's centre is at 30 + 20 = 50; b (20 tall) centred there starts at 40.
    #expect(scene.frame("a") == CGRect(x: 10, y: 30, width: 50, height: 40))
    #expect(scene.frame("b") == CGRect(x: 68, y: 40, width: 60, height: 20))
  }

  @Test func alignAllLeadingInAVerticalString() {
    var scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    scene.layout(["V:|[a(10)]-5-[b(10)]"], options: .alignAllLeading)
    scene.layout(["H:|-12-[a(30)]", "H:[b(70)]"])
    #expect(scene.frame("b") == CGRect(x: 12, y: 15, width: 70, height: 10))
  }

  @Test func rightToLeftStartsAtTheRightEdge() {
    var scene = VisualFormatScene(width: 300)
    scene.add("a")
    scene.add("b")
    scene.layout(["|-10-[a(50)]-5-[b(40)]"], options: .directionRightToLeft)
    scene.layout(["V:|[a(10)]", "V:|[b(10)]"])
    // a ends 10 before 300; b ends 5 before a starts (240).
    #expect(scene.frame("a") == CGRect(x: 240, y: 0, width: 50, height: 10))
    #expect(scene.frame("b") == CGRect(x: 195, y: 0, width: 40, height: 10))
  }

  @Test func leadingFollowsTheLayoutDirectionButLeftToRightDoesNot() {
    var scene = VisualFormatScene(width: 300)
    scene.container.semanticContentAttribute = .forceRightToLeft
    scene.add("a")
    scene.add("b")
    scene.layout(["|-10-[a(50)]", "V:|[a(10)][b(10)]"])
    scene.layout(["|-10-[b(50)]"], options: .directionLeftToRight)
    #expect(scene.frame("a") == CGRect(x: 240, y: 0, width: 50, height: 10))
    #expect(scene.frame("b") == CGRect(x: 10, y: 10, width: 50, height: 10))
  }
}
