// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Every diagnostic, with the caret at the failing character (semantics reference 5.6).
@MainActor @Suite struct VisualFormatErrorTests {
  /// One bad string: where the caret goes (⏏ marks it and is removed) and the message.
  struct Case: Sendable, CustomTestStringConvertible {
    let marked: String
    let message: String
    var options: NSLayoutConstraint.FormatOptions = []
    var format: String { marked.replacingOccurrences(of: "⏏", with: "") }
    var column: Int { marked.distance(from: marked.startIndex, to: marked.firstIndex(of: "⏏")!) }
    var testDescription: String { marked }
  }

  nonisolated static let cases: [Case] = [
    Case(marked: "V⏏[a]", message: "Expected ':' after 'V' to specify vertical arrangement"),
    Case(marked: "H⏏|[a]", message: "Expected ':' after 'H' to specify horizontal arrangement"),
    Case(
      marked: "[a(>=5⏏]",
      message: "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
    Case(
      marked: "|-[a⏏",
      message: "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
    Case(marked: "|-[⏏blackBox]-|", message: "Unable to find view with name blackBox"),
    Case(marked: "[a]-⏏gap-[b]", message: "gap is not a key in the metrics dictionary."),
    Case(marked: "[a(⏏wide)]", message: "wide is not a key in the metrics dictionary."),
    Case(marked: "[a(100@⏏high)]", message: "high is not a key in the metrics dictionary."),
    Case(marked: "[a(⏏=5)]", message: "Unknown relation. Must be ==, >=, or <="),
    Case(marked: "[a]-(⏏=>5)-[b]", message: "Unknown relation. Must be ==, >=, or <="),
    Case(
      marked: "⏏|[orphan]",
      message:
        "Unable to interpret '|' character, because the related view doesn't have a superview"),
    Case(
      marked: "[a]-[orphan]⏏|",
      message:
        "Unable to interpret '|' character, because the related view doesn't have a superview"),
    Case(marked: "[⏏self.button]", message: "self is not a key in the views dictionary."),
    Case(marked: "[a(100@⏏2000)]", message: "Priorities must be greater than 0 and at most 1000"),
    Case(marked: "[a]-(8⏏-[b]", message: "A predicate list between views must end with ')'"),
    Case(marked: "⏏", message: "Expected a view"),
    Case(marked: "|-⏏", message: "Expected a view"),
    Case(marked: "[a]-8⏏[b]", message: "Expected '-' after the spacing between views"),
    Case(marked: "[⏏]", message: "Expected a view name after '['"),
    Case(marked: "[a(⏏)]", message: "Expected a number, a metric name or a view name"),
    Case(marked: "[a]|⏏-[b]", message: "Unexpected character"),
    Case(marked: "[a]⏏ [b]", message: "Unexpected character"),
    Case(marked: "[a(⏏1e999)]", message: "Number out of range"),
    Case(
      marked: "⏏[a][b]",
      message: "Options mask required views to be aligned on a horizontal edge, which is not "
        + "allowed for layout that is also horizontal.", options: .alignAllLeading),
    Case(
      marked: "⏏V:[a][b]",
      message: "Options mask required views to be aligned on a vertical edge, which is not "
        + "allowed for layout that is also vertical.", options: .alignAllBaseline),
  ]

  @Test(arguments: cases) func diagnostic(_ bad: Case) throws {
    var scene = VisualFormatScene()
    scene.add("a")
    scene.add("b")
    var views: [String: UIView] = scene.views
    views["orphan"] = UIView()
    let error = #expect(throws: VisualFormatError.self) {
      try NSLayoutConstraint.constraints(
        visualFormat: bad.format, options: bad.options, views: views)
    }
    #expect(error?.message == bad.message)
    #expect(error?.column == bad.column)
  }

  @Test func fullReasonRaisedThroughTheHandler() {
    var scene = VisualFormatScene()
    scene.add("a")
    var result: [NSLayoutConstraint] = [NSLayoutConstraint]()
    let raised = recordingExceptions {
      result = NSLayoutConstraint.constraints(
        withVisualFormat: "|-[blackBox]-|", metrics: nil, views: scene.views)
    }
    #expect(result.isEmpty)
    #expect(
      raised == [
        RaisedException(
          name: .invalidArgument,
          reason: "Unable to parse constraint format: \nUnable to find view with name blackBox \n"
            + "|-[blackBox]-| \n   ^")
      ])
  }

  @Test func aSyntaxErrorComesBeforeNamesAreLookedUp() {
    let error = #expect(throws: VisualFormatError.self) {
      try NSLayoutConstraint.constraints(visualFormat: "[nobody]-(8", views: [:])
    }
    #expect(error?.kind == .unterminatedConnection)
    #expect(error?.range == 11..<12)
  }

  @Test func nonViewValuesAndNonNumericMetricsAreUnknown() {
    var scene = VisualFormatScene()
    scene.add("a")
    var views: [String: Any] = scene.views
    views["text"] = "not a view"
    let raised = recordingExceptions {
      _ = NSLayoutConstraint.constraints(withVisualFormat: "[text]", metrics: nil, views: views)
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "[a(w)]", metrics: ["w": "wide"], views: views)
    }
    #expect(
      raised.map { $0.reason.split(separator: "\n")[1] } == [
        "Unable to find view with name text ", "w is not a key in the metrics dictionary. ",
      ])
  }
}
