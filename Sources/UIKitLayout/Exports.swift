// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.

// `import UIKit` brings Foundation (CGFloat, CGRect, NSObject, …): so does this module, so a
// file that only changed its import line still finds them.
@_exported import Foundation
