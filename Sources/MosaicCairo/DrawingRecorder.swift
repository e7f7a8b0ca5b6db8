import Foundation

/// Told what a ``DrawingContext`` paints, as data: the colours of fills and strokes, gradients,
/// and each text with its style and where its ink lies on the device. Snapshots record it to
/// compare what was drawn without comparing pixels, which differ between Cairo, Pango and
/// FreeType versions. A context without a recorder pays one test of `nil` per painting call.
public protocol DrawingRecorder: AnyObject {
    /// A path filled, or the clip painted, with `color`.
    func recordFill(_ color: Color)
    /// A path stroked with `color`, `width` user-space units wide.
    func recordStroke(_ color: Color, width: Double)
    /// A path filled with `gradient`; `deviceBox` bounds the pixels it paints (the path's extents
    /// within the clip, in device space). Pixman versions interpolate gradients a level apart
    /// here and there, so a gradient's pixels, like a glyph's, are rasterisation while its stops
    /// are the data.
    func recordGradient(_ gradient: LinearGradient, deviceBox: CGRect)
    /// `text` drawn in `style`; `inkBox` bounds its ink in device space (pixels of the surface).
    func recordText(_ text: String, style: TextStyle, inkBox: CGRect)
}
