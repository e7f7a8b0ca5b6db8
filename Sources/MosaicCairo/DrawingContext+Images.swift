import CCairo
import Foundation

extension DrawingContext {
    /// Draws `image` into `rect`, fitted by `contentMode` and clipped to `rect` with rounded corners.
    ///
    /// Images are sampled with Cairo's "good" filter (bilinear, box-filtered when shrinking).
    public func draw(
        image: ImageSurface, in rect: CGRect, contentMode: ContentMode = .aspectFill,
        cornerRadii: CornerRadii = .zero
    ) throws {
        let imageWidth = Double(image.width)
        let imageHeight = Double(image.height)
        guard imageWidth > 0, imageHeight > 0, rect.width > 0, rect.height > 0 else { return }
        let target = rect.standardized
        let width = Double(target.width)
        let height = Double(target.height)
        var scaleX = width / imageWidth
        var scaleY = height / imageHeight
        switch contentMode {
        case .scaleToFill: break
        case .aspectFit:
            scaleX = min(scaleX, scaleY)
            scaleY = scaleX
        case .aspectFill:
            scaleX = max(scaleX, scaleY)
            scaleY = scaleX
        case .center:
            scaleX = 1
            scaleY = 1
        }
        let drawnWidth = imageWidth * scaleX
        let drawnHeight = imageHeight * scaleY
        let originX = Double(target.minX) + (width - drawnWidth) / 2
        let originY = Double(target.minY) + (height - drawnHeight) / 2
        try withSavedState {
            try clip(to: target, radii: cornerRadii)
            cairo_translate(pointer, originX, originY)
            cairo_scale(pointer, scaleX, scaleY)
            cairo_set_source_surface(pointer, image.pointer, 0, 0)
            let pattern = cairo_get_source(pointer)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(pointer, 0, 0, imageWidth, imageHeight)
            cairo_fill(pointer)
            try checkStatus("drawing a \(image.width)x\(image.height) image")
        }
    }

    /// Draws `image` into `rect` with the same radius on every corner.
    public func draw(
        image: ImageSurface, in rect: CGRect, contentMode: ContentMode = .aspectFill,
        cornerRadius: Double
    ) throws {
        try draw(image: image, in: rect, contentMode: contentMode, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// Reads the PNG file at `path` and draws it into `rect`.
    ///
    /// Throws a ``CairoError`` naming `path` when the file is missing or is not a readable PNG.
    public func draw(
        pngAt path: String, in rect: CGRect, contentMode: ContentMode = .aspectFill,
        cornerRadius: Double = 0
    ) throws {
        let image = try ImageSurface(contentsOfPNG: path)
        try draw(image: image, in: rect, contentMode: contentMode, cornerRadii: CornerRadii(all: cornerRadius))
    }
}
