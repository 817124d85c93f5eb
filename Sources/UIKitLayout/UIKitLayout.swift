// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
