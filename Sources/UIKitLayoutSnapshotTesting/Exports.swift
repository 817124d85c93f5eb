// UIKitLayout: snapshot testing.

// The pictures' types (`OverlayOptions` for the overlays, `PNGDecoder`, `PixelDiff`,
// `LayoutSnapshot`) are part of this library's API; importing it makes them visible.
@_exported import LayoutSVG
