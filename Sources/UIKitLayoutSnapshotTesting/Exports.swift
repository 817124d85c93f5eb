// UIKitLayout: snapshot testing.

// The pictures' types (`SVGRenderer.Options` for the overlay, `PNGDecoder`, `PixelDiff`,
// `LayoutSnapshot`) are part of this library's API; importing it makes them visible.
@_exported import LayoutSVG
