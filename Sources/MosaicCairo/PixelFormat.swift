import CCairo

/// How an ``ImageSurface`` stores its pixels.
public enum PixelFormat: String, Sendable, CaseIterable {
    /// 32 bits a pixel: alpha, red, green, blue in one native-endian word, colours premultiplied by alpha.
    case argb32
    /// 32 bits a pixel: red, green, blue in the low 24 bits of a native-endian word; always opaque.
    case rgb24

    var cairoFormat: cairo_format_t {
        switch self {
        case .argb32: return CAIRO_FORMAT_ARGB32
        case .rgb24: return CAIRO_FORMAT_RGB24
        }
    }

    init?(cairoFormat: cairo_format_t) {
        switch cairoFormat {
        case CAIRO_FORMAT_ARGB32: self = .argb32
        case CAIRO_FORMAT_RGB24: self = .rgb24
        default: return nil
        }
    }

    /// The name written into pixel-hash headers: `"argb32"` or `"rgb24"`.
    public var name: String { rawValue }
}
