// The Swift toolchain for Linux declares a cross-import overlay for Swift Testing and UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`) but ships no such
// module, so a file importing both `Testing` and a module named `UIKit` failed to compile
// ("no such module '_Testing_UIKit'"). This empty module is that overlay: on Apple platforms
// it adds image attachments, which have nothing to attach headlessly yet.
