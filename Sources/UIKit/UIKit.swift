// UIKit: on Linux, where Apple's UIKit does not exist, this module stands in for it by
// re-exporting UIKitLayout, so files that say `import UIKit` compile unchanged.
@_exported import UIKitLayout
