import CCairo
import Foundation

/// The orientation a JPEG's Exif data gives (TIFF tag 0x0112, values 1–8): how the stored
/// pixels are turned to be shown upright, as UIImage's `imageOrientation` applies it. Phone
/// cameras store pictures as the sensor saw them and write 6 for a portrait photo.
struct JPEGOrientation: Equatable {
    /// The Exif value: 1 upright, 2 mirrored, 3 turned 180°, 4 mirrored vertically,
    /// 5 transposed, 6 turned 90° clockwise to show, 7 transversed, 8 turned 90° anticlockwise.
    let value: Int

    static let upright = JPEGOrientation(value: 1)

    /// Whether width and height swap when shown.
    var swapsSides: Bool { value >= 5 }

    /// The orientation in the Exif (APP1) segment of the JPEG `bytes`; upright when there is
    /// none or it cannot be read (a damaged Exif block never stops the picture being drawn).
    init(jpeg bytes: [UInt8]) {
        self = Self.read(bytes) ?? .upright
    }

    private init(value: Int) { self.value = value }

    private static func read(_ bytes: [UInt8]) -> JPEGOrientation? {
        func u16(_ at: Int, _ bigEndian: Bool) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return bigEndian ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at + 1]) << 8 | Int(bytes[at])
        }
        func u32(_ at: Int, _ bigEndian: Bool) -> Int? {
            guard let high = u16(bigEndian ? at : at + 2, bigEndian), let low = u16(bigEndian ? at + 2 : at, bigEndian)
            else { return nil }
            return high << 16 | low
        }
        // Segments after SOI (FF D8): FF, type, a big-endian length counting itself; the
        // picture data starts at SOS (FF DA).
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF, bytes[offset + 1] != 0xDA {
            guard let length = u16(offset + 2, true), length >= 2 else { return nil }
            let start = offset + 4
            let end = offset + 2 + length
            if bytes[offset + 1] == 0xE1, end <= bytes.count, end - start >= 14,
                Array(bytes[start..<start + 6]) == Array("Exif".utf8) + [0, 0]
            {
                // A TIFF header ("II" little-endian or "MM" big-endian) and the first IFD's entries.
                let tiff = start + 6
                let bigEndian = bytes[tiff] == 0x4D
                guard let ifd = u32(tiff + 4, bigEndian), let count = u16(tiff + ifd, bigEndian) else { return nil }
                for entry in 0..<min(count, 512) {
                    let at = tiff + ifd + 2 + 12 * entry
                    guard at + 12 <= end, let tag = u16(at, bigEndian) else { return nil }
                    if tag == 0x0112, let value = u16(at + 8, bigEndian), (1...8).contains(value) {
                        return JPEGOrientation(value: value)
                    }
                }
                return nil
            }
            offset = end
        }
        return nil
    }

    /// The Cairo matrix taking a stored pixel position of a `width` x `height` picture to
    /// where it is shown.
    func matrix(width: Double, height: Double) -> cairo_matrix_t {
        let (w, h) = (width, height)
        // (xx, yx, xy, yy, x0, y0): shown x = xx·x + xy·y + x0, shown y = yx·x + yy·y + y0.
        let values: (Double, Double, Double, Double, Double, Double)
        switch value {
        case 2: values = (-1, 0, 0, 1, w, 0)
        case 3: values = (-1, 0, 0, -1, w, h)
        case 4: values = (1, 0, 0, -1, 0, h)
        case 5: values = (0, 1, 1, 0, 0, 0)
        case 6: values = (0, 1, -1, 0, h, 0)
        case 7: values = (0, -1, -1, 0, h, w)
        case 8: values = (0, -1, 1, 0, 0, w)
        default: values = (1, 0, 0, 1, 0, 0)
        }
        return cairo_matrix_t(xx: values.0, yx: values.1, xy: values.2, yy: values.3, x0: values.4, y0: values.5)
    }
}

extension ImageSurface {
    /// A new surface showing this one turned upright as `orientation` says.
    func oriented(_ orientation: JPEGOrientation) throws -> ImageSurface {
        let shown = try ImageSurface(
            width: orientation.swapsSides ? height : width,
            height: orientation.swapsSides ? width : height, format: format)
        guard let context = cairo_create(shown.pointer) else {
            throw CairoError(operation: "turning an image upright", message: "no context was returned")
        }
        defer { cairo_destroy(context) }
        var matrix = orientation.matrix(width: Double(width), height: Double(height))
        cairo_transform(context, &matrix)
        cairo_set_source_surface(context, pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        try CairoError.check(cairo_status(context), "turning a \(width)x\(height) image upright")
        cairo_surface_flush(shown.pointer)
        return shown
    }
}
