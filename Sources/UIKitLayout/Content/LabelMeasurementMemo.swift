// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A label's last two measurements, by what they were measured from. A self-sizing cell's
/// labels are measured unwrapped and at their width while the cell is fitted, and again at
/// the same widths when it is laid out: text measurement was a quarter of a table row's cost.
/// Two slots hold the unwrapped and the wrapped measurement.
struct LabelMeasurementMemo {
  /// What a measurement depends on (the measurer being the default one). The font is held,
  /// and compared by identity: fonts do not change, and a held one's address is not reused.
  struct Key: Equatable {
    var text: String
    var font: UIFont
    var maximumWidth: CGFloat
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode

    static func == (a: Key, b: Key) -> Bool {
      a.font === b.font && a.maximumWidth == b.maximumWidth && a.numberOfLines == b.numberOfLines
        && a.lineBreakMode == b.lineBreakMode && a.text == b.text
    }
  }

  private var first: (key: Key, value: TextMeasurement)?
  private var second: (key: Key, value: TextMeasurement)?

  /// The measurement remembered for `key`.
  func value(for key: Key) -> TextMeasurement? {
    if let first, first.key == key { return first.value }
    if let second, second.key == key { return second.value }
    return nil
  }

  /// Remembers a measurement, forgetting the older of the two.
  mutating func remember(_ value: TextMeasurement, for key: Key) {
    second = first
    first = (key, value)
  }
}
