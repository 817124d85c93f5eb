// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Nibs written inline in Xcode's format, built and laid out; frames worked out by hand.
@MainActor
@Suite struct NibBuildingTests {
  static let card = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardOwner">
                <connections>
                    <outlet property="title" destination="T1" id="o1"/>
                    <outlet property="missing" destination="B1" id="o2"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="V1" userLabel="Card">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="T1">
                        <rect key="frame" x="16" y="16" width="288" height="40"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <nil key="textColor"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B1" userLabel="Box">
                        <rect key="frame" x="16" y="64" width="100" height="56.25"/>
                        <color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                    <view contentMode="scaleToFill" id="M1" userLabel="Masked">
                        <rect key="frame" x="220" y="150" width="100" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                        <mapView key="map"/>
                    </view>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="T1" firstAttribute="top" secondItem="V1" secondAttribute="top" constant="16" id="c1"/>
                    <constraint firstItem="T1" firstAttribute="leading" secondItem="V1" secondAttribute="leading" constant="16" id="c2"/>
                    <constraint firstAttribute="trailing" secondItem="T1" secondAttribute="trailing" constant="16" id="c3"/>
                    <constraint firstItem="T1" firstAttribute="height" constant="40" id="c4"/>
                    <constraint firstItem="B1" firstAttribute="top" secondItem="T1" secondAttribute="bottom" constant="8" id="c5"/>
                    <constraint firstItem="B1" firstAttribute="leading" secondItem="T1" secondAttribute="leading" id="c6"/>
                    <constraint firstItem="B1" firstAttribute="width" constant="100" id="c7"/>
                    <constraint firstItem="B1" firstAttribute="width" secondItem="B1" secondAttribute="height" multiplier="16:9" id="c8"/>
                    <constraint firstItem="B1" firstAttribute="width" constant="999" placeholder="YES" id="c9"/>
                </constraints>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="12"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityHint" value="card"/>
                </userDefinedRuntimeAttributes>
            </view>
        </objects>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

  final class CardOwner: NSObject, NibOutletReceiving {
    var title: UILabel?
    func setOutlet(_ name: String, to object: AnyObject) -> Bool {
      guard name == "title" else { return false }
      title = object as? UILabel
      return true
    }
  }

  final class AwakeView: UIView {
    var awoke = 0
    override func awakeFromNib() {
      super.awakeFromNib()
      awoke += 1
    }
  }

  @Test func aNibBuildsItsViewsConstraintsAndOutlets() throws {
    InterfaceBuilderClasses.register(AwakeView.self, as: "AwakeCard")
    let text = Self.card.replacingOccurrences(of: #"id="V1" userLabel="Card""#, with: #"id="V1" userLabel="Card" customClass="AwakeCard""#)
    let owner = CardOwner()
    let objects = UINib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: owner)
    let card = try #require(objects.first as? AwakeView)
    #expect(objects.count == 1)
    #expect(card.awoke == 1)
    #expect(card.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
    #expect(card.layer.cornerRadius == 12)
    #expect(card.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
    let title = try #require(owner.title)
    #expect(title.text == "Title")
    #expect(title.font == UIFont.boldSystemFont(ofSize: 20))
    #expect(!title.translatesAutoresizingMaskIntoConstraints)
    // Eight constraints installed on the card (the placeholder is removed at build time).
    #expect(card.constraints.count == 8)
    card.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    card.layoutIfNeeded()
    // The title: 16 in, 400 − 32 wide, 40 high; the box 8 below, 100 wide and 100 × 9/16 =
    // 56.25 high, its bottom edge (120.25) snapped to the main screen's thirds of a point.
    #expect(title.frame == CGRect(x: 16, y: 16, width: 368, height: 40))
    let box = try #require(card.subviews.dropFirst().first)
    #expect(box.frame.origin == CGPoint(x: 16, y: 64))
    #expect(box.frame.width == 100)
    #expect(abs(box.frame.maxY - 361.0 / 3) < 1e-9)
    #expect(box.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    // The masked view keeps its distance to the bottom-right corner: (320, 200) → (400, 300).
    let masked = try #require(card.subviews.last)
    #expect(masked.frame == CGRect(x: 300, y: 250, width: 100, height: 50))
  }

  @Test func skippedElementsAndUnsetOutletsAreWarnings() throws {
    let file = try InterfaceBuilderFile(data: Data(Self.card.utf8), file: "card.xib")
    #expect(file.kind == .xib)
    #expect(file.device == .iPhone15)
    let instance = file.instantiate(owner: CardOwner())
    #expect(
      instance.warnings.map(\.description) == [
        "card.xib:28:21: warning: skipped <mapView>",
        "card.xib:47:17: warning: skipped runtime attribute 'accessibilityHint': not a layout property UIKitLayout applies",
        "card.xib:8:17: warning: outlet 'missing' not set: CardOwner does not take it (adopt NibOutletReceiving)",
      ])
    #expect(instance.connections.map(\.name) == ["title", "missing"])
    #expect(instance.views.map(\.name) == ["Card", "T1", "Box", "Masked"])
    #expect(instance.views[2].fileFrame == CGRect(x: 16, y: 64, width: 100, height: 56.25))
    #expect(instance.constraints.count == 8)
    #expect(instance.constraints.first?.line == 33)
  }

  @Test func badFilesAreErrorsWithTheirPlace() {
    func error(_ text: String) -> String {
      do {
        _ = try InterfaceBuilderFile(data: Data(text.utf8), file: "bad.xib")
        return "read"
      } catch {
        return error.description
      }
    }
    #expect(error("<document type=\"x\">") == "bad.xib:1:1: error: <document> is never closed")
    #expect(error("<document type=\"x\"/>") == "bad.xib:1:1: error: document type 'x' is not an iOS nib or storyboard")
    #expect(error("<plist/>") == "bad.xib:1:1: error: not an Interface Builder document (the root is <plist>, not <document>)")
    #expect(error("<document>\n  <objects>\n  </document>") == "bad.xib:3:3: error: </document> closes <objects> opened at 2:3")
    #expect(error("<document a=\"1\" a=\"2\"/>") == "bad.xib:1:17: error: attribute 'a' given twice")
    #expect(error("<document a=\"&bogus;\"/>") == "bad.xib:1:14: error: unknown entity '&bogus;'")
  }

  @Test func aMissingNibRaisesUIKitsException() {
    let raised = recordingExceptions {
      _ = UINib(nibName: "NoSuchNib", bundle: nil).instantiate(withOwner: nil)
    }
    #expect(raised.map(\.name) == [.internalInconsistency])
    #expect(raised.first?.reason.hasPrefix("Could not load NIB in bundle: '") == true)
    #expect(raised.first?.reason.hasSuffix("' with name 'NoSuchNib'") == true)
  }
}

@MainActor
@Suite struct NibCollectionAndSceneTests {
  @Test func aCollectionViewGetsItsFlowLayout() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
          <objects>
              <collectionView clipsSubviews="YES" id="C1">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                  <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" id="L1">
                      <size key="itemSize" width="80" height="90"/>
                      <size key="headerReferenceSize" width="0.0" height="30"/>
                      <inset key="sectionInset" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                  </collectionViewFlowLayout>
              </collectionView>
          </objects>
      </document>
      """
    let objects = UINib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil)
    let collection = try #require(objects.first as? UICollectionView)
    let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.itemSize == CGSize(width: 80, height: 90))
    #expect(layout.minimumLineSpacing == 4)
    #expect(layout.minimumInteritemSpacing == 6)
    #expect(layout.headerReferenceSize == CGSize(width: 0, height: 30))
    #expect(layout.sectionInset == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
  }

  @Test func scenesOfControllersNotBuiltAreWarnings() throws {
    let text = """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="N1">
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <navigationController id="N1" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let file = try InterfaceBuilderFile(data: Data(text.utf8), file: "nav.storyboard")
    #expect(
      file.skippedScenes.map(\.description) == [
        "nav.storyboard:5:17: warning: skipped a scene: <navigationController> is not a controller UIKitLayout builds"
      ])
    #expect(UIStoryboard(file: file).instantiateInitialViewController() == nil)
  }
}

@MainActor
@Suite struct NibCellTests {
  static let cell = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="C1" customClass="NibRowCell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="C1" id="CV1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                            <rect key="frame" x="16" y="11" width="288" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="L1" firstAttribute="leading" secondItem="CV1" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="L1" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="L1" firstAttribute="top" secondItem="CV1" secondAttribute="topMargin" id="c3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="L1" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
    </document>
    """

  final class NibRowCell: UITableViewCell {
    var title: UILabel? { contentView.subviews.first as? UILabel }
    var awoke = false
    override func awakeFromNib() {
      super.awakeFromNib()
      awoke = true
    }
  }

  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      (cell as? NibRowCell)?.title?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  @Test func aTableMakesItsCellsFromARegisteredNib() throws {
    InterfaceBuilderClasses.register(NibRowCell.self)
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.rowHeight = 44
    table.register(UINib(data: Data(Self.cell.utf8), bundle: nil), forCellReuseIdentifier: "Row")
    table.dataSource = rows
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NibRowCell)
    #expect(cell.awoke)
    #expect(cell.reuseIdentifier == "Row")
    #expect(cell.title?.text == "Row 1")
    #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
    // The label on the content view's margins: 16 on the sides, 11 above and below; the content
    // view is the row less its separator, a pixel (1/3 point at 3×): 43.667 high.
    let frame = try #require(cell.title?.frame)
    #expect(frame.minX == 16 && frame.width == 288)
    #expect(abs(frame.minY - 11) < 1e-9)
    #expect(abs(frame.height - (44 - 1.0 / 3 - 22)) < 1e-9)
    withExtendedLifetime(rows) {}
  }
}

@MainActor
@Suite struct PrototypeCellTests {
  static let storyboard = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="T1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="T1" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="50" id="TV1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Item" id="P1">
                                    <rect key="frame" x="0.0" y="50" width="393" height="50"/>
                                    <tableViewCellContentView key="contentView" contentMode="center" id="PC1">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="50"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B1" userLabel="Badge">
                                                <rect key="frame" x="16" y="11" width="24" height="24"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="24" id="w1"/>
                                                    <constraint firstAttribute="height" constant="24" id="h1"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="B1" firstAttribute="leading" secondItem="PC1" secondAttribute="leadingMargin" id="l1"/>
                                            <constraint firstItem="B1" firstAttribute="top" secondItem="PC1" secondAttribute="topMargin" id="t1"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  final class Items: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    }
  }

  @Test func prototypeCellsAreMadeFromTheirElements() throws {
    let file = try InterfaceBuilderFile(data: Data(Self.storyboard.utf8), file: "items.storyboard")
    let controller = try #require(UIStoryboard(file: file).instantiateInitialViewController() as? UITableViewController)
    let items = Items()
    controller.tableView.dataSource = items
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.reuseIdentifier == "Item")
    #expect(controller.tableView.rowHeight == 50)
    // The badge on the content view's margins: 16 in, 11 down.
    let badge = try #require(cell.contentView.subviews.first)
    #expect(badge.frame == CGRect(x: 16, y: 11, width: 24, height: 24))
    // Each row has a cell of its own, made from the prototype.
    #expect(controller.tableView.visibleCells.count >= 4)
    #expect(Set(controller.tableView.visibleCells.map(ObjectIdentifier.init)).count == controller.tableView.visibleCells.count)
    withExtendedLifetime(items) {}
  }
}
