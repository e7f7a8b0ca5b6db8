import CCairo
import CPangoCairo

/// The versions of the rendering libraries loaded at run time, and the CPU architecture.
///
/// Pixel output can change when any of these change; pixel-hash references record them.
public struct CairoVersions: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Cairo, e.g. `1.16.0`.
    public var cairo: String
    /// pixman, e.g. `0.42.2`.
    public var pixman: String
    /// Pango, e.g. `1.50.12`.
    public var pango: String
    /// FreeType, e.g. `2.12.1` (the library version; pkg-config reports libtool's `24.x`).
    public var freetype: String
    /// HarfBuzz, e.g. `6.0.0`.
    public var harfbuzz: String
    /// fontconfig, e.g. `2.14.1`.
    public var fontconfig: String
    /// The CPU architecture, e.g. `x86_64` or `arm64`.
    public var architecture: String

    /// Makes a value from explicit versions (for references read from disk).
    public init(
        cairo: String, pixman: String, pango: String, freetype: String, harfbuzz: String,
        fontconfig: String, architecture: String
    ) {
        self.cairo = cairo
        self.pixman = pixman
        self.pango = pango
        self.freetype = freetype
        self.harfbuzz = harfbuzz
        self.fontconfig = fontconfig
        self.architecture = architecture
    }

    /// The versions of the libraries this process has loaded, asked of each library.
    public static let current: CairoVersions = {
        var library: FT_Library?
        var freetype = "unknown"
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0
            var minor: FT_Int = 0
            var patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        let fc = Int(FcGetVersion())
        return CairoVersions(
            cairo: String(cString: cairo_version_string()),
            pixman: String(cString: pixman_version_string()),
            pango: String(cString: pango_version_string()),
            freetype: freetype,
            harfbuzz: String(cString: hb_version_string()),
            fontconfig: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
            architecture: currentArchitecture)
    }()

    private static var currentArchitecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #elseif arch(i386)
        return "i386"
        #elseif arch(arm)
        return "arm"
        #elseif arch(riscv64)
        return "riscv64"
        #elseif arch(powerpc64le)
        return "powerpc64le"
        #elseif arch(s390x)
        return "s390x"
        #else
        return "unknown"
        #endif
    }

    /// One line: `cairo 1.16.0, pixman 0.42.2, pango 1.50.12, freetype 2.12.1, harfbuzz 6.0.0, fontconfig 2.14.1, x86_64`.
    public var description: String {
        "cairo \(cairo), pixman \(pixman), pango \(pango), freetype \(freetype), harfbuzz \(harfbuzz), "
            + "fontconfig \(fontconfig), \(architecture)"
    }
}
