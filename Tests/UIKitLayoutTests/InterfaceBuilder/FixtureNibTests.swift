// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// The Interface Builder fixtures (Fixtures/InterfaceBuilder, each with a NAME.expected.md
/// working its frames out by hand), loaded through UIKit's API.
@MainActor
@Suite struct FixtureNibTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder")
  static var bundle: Bundle? { Bundle(path: folder.path) }


  final class LoginViewController: UIViewController, NibOutletReceiving {
    var emailField: UITextField?
    var passwordField: UITextField?
    var signInButton: UIButton?
    var loaded = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      loaded += 1
    }

    func setOutlet(_ name: String, to object: AnyObject) -> Bool {
      switch name {
      case "emailField": emailField = object as? UITextField
      case "passwordField": passwordField = object as? UITextField
      case "signInButton": signInButton = object as? UIButton
      default: return false
      }
      return true
    }
  }

  @Test func aControllerLoadsItsViewFromItsNib() throws {
    let bundle = try #require(Self.bundle)
    let controller = LoginViewController(nibName: "login", bundle: bundle)
    #expect(!controller.isViewLoaded)
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.loaded == 1)
    let email = try #require(controller.emailField)
    let password = try #require(controller.passwordField)
    let button = try #require(controller.signInButton)
    // login.expected.md: the safe area is y 59…818 on an iPhone 15.
    #expect(email.frame == CGRect(x: 20, y: 157, width: 353, height: 44))
    #expect(password.frame == CGRect(x: 20, y: 213, width: 353, height: 44))
    #expect(button.frame == CGRect(x: 20, y: 281, width: 353, height: 50))
    #expect(email.placeholder == "Email")
    #expect(email.borderStyle == .roundedRect)
    #expect(button.title(for: .normal) == "Sign In")
    #expect(controller.view.subviews.count == 5)
  }

  final class HomeViewController: UIViewController {
    var awoke = false
    override func awakeFromNib() {
      super.awakeFromNib()
      awoke = true
    }
  }

  @Test func aStoryboardGivesItsScenesControllers() throws {
    let bundle = try #require(Self.bundle)
    InterfaceBuilderClasses.register(HomeViewController.self)
    let storyboard = UIStoryboard(name: "main", bundle: bundle)
    let home = try #require(storyboard.instantiateInitialViewController() as? HomeViewController)
    #expect(home.awoke)
    #expect(!home.isViewLoaded)
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    window.rootViewController = home
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // main.expected.md: the content view fills the safe area; the button 193 wide, centred
    // (x = (393 − 193) / 2 = 100), 20 above the content's bottom (759 − 20 − 50 = 689).
    let content = try #require(home.view.subviews.first)
    #expect(content.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    let button = try #require(content.subviews.first { $0 is UIButton })
    #expect(button.frame == CGRect(x: 100, y: 689, width: 193, height: 50))

    let detail = storyboard.instantiateViewController(withIdentifier: "detail")
    detail.view.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
    detail.view.layoutIfNeeded()
    let toggle = try #require(detail.view.subviews.first { $0 is UISwitch } as? UISwitch)
    #expect(toggle.isOn)
    // 20 from the trailing edge (393 − 20 − 51 = 322), centred on the 25-point label at y 20:
    // 20 + 12.5 − 15.5 = 17.
    #expect(toggle.frame == CGRect(x: 322, y: 17, width: 51, height: 31))

    let raised = recordingExceptions { _ = storyboard.instantiateViewController(withIdentifier: "nowhere") }
    #expect(raised.map(\.name) == [.invalidArgument])
    #expect(raised.first?.reason.hasSuffix("doesn't contain a view controller with identifier 'nowhere'") == true)
  }

  @Test func everyFixtureLandsWhereXcodePutIt() throws {
    for name in [
      "login.xib", "card.xib", "stack.xib", "variations.xib", "unknown-elements.xib", "controls.xib",
    ] {
      let file = try InterfaceBuilderFile(contentsOf: Self.folder.appendingPathComponent(name))
      let instance = file.instantiate(owner: nil)
      for case let root as UIView in instance.topLevelObjects {
        let designed = try #require(instance.views.first { $0.view === root }?.fileFrame)
        // A view the size of the file's device is a controller's view in a window there.
        var window: UIWindow?
        if let device = file.device, designed.size == device.portraitSize {
          let made = UIWindow(screen: UIScreen(profile: device))
          window = made
          let controller = UIViewController()
          controller.view = root
          made.rootViewController = controller
          made.makeKeyAndVisible()
        }
        (window ?? root).layoutIfNeeded()
        // Within half a point, as `check` compares (Xcode stores frames snapped to the
        // device's pixels, as UIKit lays them out; these fixtures use whole points).
        for built in instance.views where built.view !== root && built.view.isDescendant(of: root) {
          guard let expected = built.fileFrame, !built.isMisplaced else { continue }
          let frame = built.view.frame
          let close = [frame.minX - expected.minX, frame.minY - expected.minY,
            frame.width - expected.width, frame.height - expected.height].allSatisfy { abs($0) <= 0.5 }
          #expect(close, "\(name): \(built.name) at \(frame), the file says \(expected)")
        }
      }
    }
  }

  @Test func sizeClassVariationsSwitchWhenTheWindowRotates() throws {
    let bundle = try #require(Self.bundle)
    let objects = try #require(bundle.loadNibNamed("variations", owner: nil))
    let root = try #require(objects.first as? UIView)
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let controller = UIViewController()
    controller.view = root
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let video = root.subviews[0], caption = root.subviews[1]
    // variations.expected.md, portrait: the video 16 in from the safe area, 20 below its top.
    #expect(video.frame == CGRect(x: 16, y: 79, width: 352, height: 198))
    #expect(caption.frame == CGRect(x: 16, y: 289, width: 361, height: 44))
    window.rotate(to: .landscapeRight)
    // Landscape (compact height): the top constant is 0, the caption follows the video's edges.
    #expect(video.frame == CGRect(x: 75, y: 0, width: 352, height: 198))
    #expect(caption.frame == CGRect(x: 75, y: 210, width: 352, height: 44))
    // And its font variation: 15 points in compact height, 17 otherwise.
    #expect((caption as? UILabel)?.font.pointSize == 15)
    window.rotate(to: .portrait)
    #expect((caption as? UILabel)?.font.pointSize == 17)
    #expect(caption.frame == CGRect(x: 16, y: 289, width: 361, height: 44))
  }

  @Test func aMalformedFileIsAnErrorAtItsPlace() {
    #expect(throws: InterfaceBuilderDiagnostic.self) {
      try InterfaceBuilderFile(contentsOf: Self.folder.appendingPathComponent("broken.xib"))
    }
    do {
      _ = try InterfaceBuilderFile(contentsOf: Self.folder.appendingPathComponent("broken.xib"))
    } catch {
      #expect(error.description == "broken.xib:28:9: error: </view> closes <subviews> opened at 15:13")
    }
  }
}

@MainActor
@Suite struct ControlsFixtureTests {
  @Test func everyStandardControlKeepsItsValues() throws {
    let bundle = try #require(FixtureNibTests.bundle)
    let root = try #require(bundle.loadNibNamed("controls", owner: nil)?.first as? UIView)
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let controller = UIViewController()
    controller.view = root
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let views = root.subviews
    let segments = try #require(views[0] as? UISegmentedControl)
    #expect(segments.numberOfSegments == 3)
    #expect(segments.titleForSegment(at: 2) == "Month")
    #expect(segments.selectedSegmentIndex == 1)
    #expect(segments.frame == CGRect(x: 16, y: 75, width: 361, height: 32))
    #expect((views[1] as? UISlider)?.value == 0.5)
    #expect((views[2] as? UIProgressView)?.progress == 0.25)
    #expect((views[4] as? UIPageControl)?.numberOfPages == 3)
    let stepper = try #require(views[5] as? UIStepper)
    #expect(stepper.value == 2)
    #expect(stepper.maximumValue == 10)
    #expect((views[6] as? UITextView)?.text == "Bring the tent.\nCheck the weather.")
    #expect((views[7] as? UITableView)?.rowHeight == 44)
    // controls.expected.md: the scroll view fills the rest; its content is 361 × 600.
    let scroll = try #require(views[8] as? UIScrollView)
    #expect(scroll.frame == CGRect(x: 16, y: 565, width: 361, height: 237))
    #expect(scroll.contentSize == CGSize(width: 361, height: 600))
  }
}
