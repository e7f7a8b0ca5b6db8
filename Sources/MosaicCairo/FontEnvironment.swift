import CCairo
import CPangoCairo
import Foundation

/// A reproducible set of fonts: a private fontconfig configuration that lists
/// only pinned font files, plus fixed rendering options.
///
/// The host's fontconfig files (`/etc/fonts`, `~/.config/fontconfig`) are never
/// read for matching, so the same text renders to the same pixels on every
/// machine with the same font files. Every Pango context Mosaic makes uses:
/// grey anti-aliasing, no hinting, unhinted metrics, default subpixel order,
/// unrounded glyph positions, and font sizes in user-space units (1 pt = 1 unit).
///
/// Thread safety: an environment may be shared across threads. Each measuring or
/// drawing call borrows a Pango font map and context from a pool, so no Pango
/// object is ever used by two threads at once (Pango font maps are not thread-safe).
public final class FontEnvironment: @unchecked Sendable {
    /// A font file that an environment needs, and the Debian package providing it.
    public struct FontFile: Hashable, Sendable {
        /// Absolute path of the file.
        public var path: String
        /// The apt package that installs it, named in the error when it is missing.
        public var package: String
        /// Makes a font file entry.
        public init(path: String, package: String) {
            self.path = path
            self.package = package
        }
    }

    /// The family used when a `TextStyle` names none: `TextStyle.defaultFontFamily`, `"Inter"`.
    public static let defaultFamily = TextStyle.defaultFontFamily
    /// The colour emoji family of ``standard()``, the last fallback: `"Noto Color Emoji"`.
    public static let emojiFamily = "Noto Color Emoji"
    /// The family of ``standard()`` that draws Han characters in text of no language, or of a
    /// language without forms of its own: Simplified Chinese, `"Noto Sans CJK SC"`.
    public static let hanFamily = "Noto Sans CJK SC"
    /// The families that draw Han characters in their own language's forms, by the language's
    /// fontconfig name (`TextLanguage.fontconfigName`).
    static let hanFamiliesByLanguage: KeyValuePairs<String, String> = [
        "ja": "Noto Sans CJK JP", "ko": "Noto Sans CJK KR", "zh-tw": "Noto Sans CJK TC", "zh-hk": "Noto Sans CJK HK"
    ]

    /// The family that draws Han characters in the forms of the language of fontconfig name
    /// `language` (`TextLanguage.fontconfigName`): ``hanFamily`` unless the language has forms of its own.
    public static func hanFamily(forLanguage language: String?) -> String {
        hanFamiliesByLanguage.first { $0.key == language }?.value ?? hanFamily
    }

    /// The pinned fonts of ``standard()``: Inter (UI text; package `fonts-inter`) and
    /// DejaVu Sans, Sans Mono and Serif (fallback, e.g. Hebrew and Arabic, which Inter lacks;
    /// package `fonts-dejavu-core`, its obliques in `fonts-dejavu-extra`, and Sans Mono in
    /// `fonts-dejavu-mono` from Debian 13 on), Noto Color Emoji (emoji, in colour; package
    /// `fonts-noto-color-emoji`), Noto Sans CJK Regular and Bold (Chinese, Japanese and Korean,
    /// each language's forms a family of its own; package `fonts-noto-cjk`), and Noto Sans Thai
    /// and Noto Sans Devanagari Regular and Bold (package `fonts-noto-core`), at their standard
    /// Debian paths, each with the package that installs it on the running release.
    public static let pinnedFontFiles: [FontFile] = pinnedFontFiles(on: .current)

    /// The pinned fonts with the packages that install them on `release`.
    public static func pinnedFontFiles(on release: DebianRelease) -> [FontFile] {
        let interDirectory = "/usr/share/fonts/opentype/inter"
        let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
        let interStyles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        var files = interStyles.map { FontFile(path: "\(interDirectory)/Inter-\($0).otf", package: "fonts-inter") }
        files += interStyles.map { style in
            FontFile(
                path: "\(interDirectory)/Inter-\(style == "Regular" ? "" : style)Italic.otf", package: "fonts-inter")
        }
        let dejaVu = [
            ("DejaVuSans", "fonts-dejavu-core"), ("DejaVuSans-Bold", "fonts-dejavu-core"),
            ("DejaVuSans-Oblique", "fonts-dejavu-extra"), ("DejaVuSans-BoldOblique", "fonts-dejavu-extra"),
            ("DejaVuSansMono", release.dejaVuMonoPackage), ("DejaVuSansMono-Bold", release.dejaVuMonoPackage),
            ("DejaVuSerif", "fonts-dejavu-core"), ("DejaVuSerif-Bold", "fonts-dejavu-core")
        ]
        files += dejaVu.map { FontFile(path: "\(dejaVuDirectory)/\($0.0).ttf", package: $0.1) }
        files.append(
            FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"))
        files += ["Regular", "Bold"].map {
            FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-\($0).ttc", package: "fonts-noto-cjk")
        }
        files += ["NotoSansThai", "NotoSansDevanagari"].flatMap { family in
            ["Regular", "Bold"].map {
                FontFile(path: "/usr/share/fonts/truetype/noto/\(family)-\($0).ttf", package: "fonts-noto-core")
            }
        }
        return files
    }

    /// The environment built from ``pinnedFontFiles``, made once per process.
    ///
    /// Throws ``FontEnvironmentError`` naming the missing file and its apt package.
    public static func standard() throws -> FontEnvironment {
        try standardEnvironment.get()
    }

    private static let standardEnvironment: Result<FontEnvironment, Error> = Result {
        // The emoji font comes last, so symbols DejaVu Sans has (✈, ★) keep their plain glyphs.
        let environment = try FontEnvironment(
            fontFiles: pinnedFontFiles,
            fallbackFamilies: [
                "Inter", "DejaVu Sans", "Noto Sans Thai",
                "Noto Sans Devanagari", hanFamily, emojiFamily
            ],
            scanCache: FontScanCache.defaultRoot)
        // Pango's first font map calls FcInit, which loads the host's configuration and its
        // fonts' caches (about a fifth of a small render's start-up) unless fontconfig already
        // has a current configuration. Mosaic never matches with the host's: every font map
        // it makes is given this environment's configuration explicitly.
        FcConfigSetCurrent(environment.config)
        return environment
    }

    /// The font files this environment lists, in order.
    public let fontFiles: [FontFile]
    /// Families tried, in order, after the one a style asks for (for glyphs it lacks).
    public let fallbackFamilies: [String]

    let config: OpaquePointer
    let fontOptions: OpaquePointer
    /// Idle workers; guarded by `lock` (a pthread mutex rather than `Mutex`, so that thread
    /// sanitizers, which see pthread locks but not raw futexes, can check the pool). The lock
    /// already makes each access exclusive, so the run-time exclusivity check is left out.
    @exclusivity(unchecked) private var idleWorkers: [PangoWorker] = []
    private let lock = PThreadMutex()

    /// Builds a private configuration listing exactly `fontFiles`.
    ///
    /// - Parameter fontFiles: the font files the configuration holds, and nothing else.
    /// - Parameter fallbackFamilies: appended to every requested family, so a
    ///   glyph missing from the requested font comes from these, in order. Generic
    ///   names map as: `sans-serif`/`system-ui` → the fallbacks, `serif` → DejaVu Serif,
    ///   `monospace` → DejaVu Sans Mono.
    /// - Parameter scanCache: a directory in which fontconfig's scan of the files is kept
    ///   for later processes (``standard()`` uses `~/.cache/mosaic`); `nil` scans them every
    ///   time. The fonts are the same either way; a cache that cannot be used is scanned anew.
    /// - Throws: ``FontEnvironmentError`` when a file is missing or unreadable.
    public init(
        fontFiles: [FontFile], fallbackFamilies: [String] = ["Inter", "DejaVu Sans"],
        scanCache: String? = nil
    ) throws {
        for file in fontFiles where !FileManager.default.isReadableFile(atPath: file.path) {
            throw FontEnvironmentError.missingFontFile(path: file.path, package: file.package)
        }
        let rules = Self.rulesXML(fallbacks: fallbackFamilies)
        let cache = scanCache.flatMap { FontScanCache.prepare(paths: fontFiles.map(\.path), rules: rules, root: $0) }
        let config =
            try cache.flatMap { try Self.makeConfig(rules: rules, cachedScanOf: $0, of: fontFiles) }
            ?? Self.makeConfig(rules: rules, scanning: fontFiles)
        FcConfigSetRescanInterval(config, 0)
        self.config = config
        self.fontFiles = fontFiles
        self.fallbackFamilies = fallbackFamilies

        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        self.fontOptions = options
    }

    deinit {
        idleWorkers.removeAll()
        cairo_font_options_destroy(fontOptions)
        FcConfigDestroy(config)
    }

    /// The family names that the listed files provide, sorted, e.g. `["DejaVu Sans", "Inter", …]`.
    public var familyNames: [String] {
        var names = Set<String>()
        for setName in [FcSetSystem, FcSetApplication] {
            guard let set = FcConfigGetFonts(config, setName) else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                var value: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(set.pointee.fonts[index], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                    names.insert(String(cString: value))
                }
            }
        }
        return names.sorted()
    }

    /// A configuration on `rules` with its fonts added file by file: fontconfig opens and scans each.
    private static func makeConfig(rules: String, scanning fontFiles: [FontFile]) throws -> OpaquePointer {
        let config = try makeEmptyConfig(rules: rules)
        for file in fontFiles where FcConfigAppFontAddFile(config, file.path) == 0 {
            FcConfigDestroy(config)
            throw FontEnvironmentError.unreadableFontFile(path: file.path, package: file.package)
        }
        return config
    }

    /// A configuration on `rules` with its fonts added as `cache`'s directory of links, which
    /// fontconfig reads from its cache file (or scans and caches), each font then pointed at
    /// its real file (see ``pointFontsAtRealFiles(_:links:)``); `nil` unless every link gave a
    /// font (a file fontconfig cannot read is then reported by scanning it alone).
    private static func makeConfig(
        rules: String, cachedScanOf cache: FontScanCache,
        of fontFiles: [FontFile]
    ) throws -> OpaquePointer? {
        let config = try makeEmptyConfig(rules: rules)
        let cacheDirectory =
            "<fontconfig><cachedir>\(escapeXML(cache.fontconfigCacheDirectory))</cachedir></fontconfig>"
        let links = Dictionary(zip(cache.linkPaths, fontFiles.map(\.path)), uniquingKeysWith: { first, _ in first })
        guard FcConfigParseAndLoadFromMemory(config, cacheDirectory, 1) != 0,
            FcConfigAppFontAddDir(config, cache.linkDirectory) != 0,
            let set = FcConfigGetFonts(config, FcSetApplication),
            pointFontsAtRealFiles(set, links: links) == Set(cache.linkPaths)
        else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// Replaces each font of `set` whose file is a key of `links` (a link's path) by a copy
    /// whose file is the link's target, and returns the link paths found. A font's file is
    /// opened only when it is first drawn with, so fonts must not name the links: deleting
    /// the cache directory while a process runs would make its later faces fail to open.
    ///
    /// Fonts read from a cache file live in fontconfig's mapped cache and cannot be changed,
    /// hence the copies (`FcPatternDuplicate`, which takes its own reference on the cache for
    /// the values it shares, such as charsets). The set owns one reference to each font
    /// (`FcFontSetDestroy` releases them), so the original's is released as its copy takes
    /// its place. Nothing else in the configuration holds the set's fonts. fontconfig's manual
    /// asks callers not to modify this set, but it has no public call that adds a font to a
    /// configuration; the cache tests compare the result with a scan, file names included.
    private static func pointFontsAtRealFiles(
        _ set: UnsafeMutablePointer<FcFontSet>,
        links: [String: String]
    ) -> Set<String> {
        var found = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            let font = set.pointee.fonts[index]
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
                let target = links[String(cString: file)],
                let copy = FcPatternDuplicate(font)
            else { continue }
            guard FcPatternDel(copy, FC_FILE) != 0, FcPatternAddString(copy, FC_FILE, target) != 0 else {
                FcPatternDestroy(copy)
                continue
            }
            found.insert(String(cString: file))
            set.pointee.fonts[index] = copy
            FcPatternDestroy(font)
        }
        return found
    }

    /// A configuration holding `rules` and no fonts.
    private static func makeEmptyConfig(rules: String) throws -> OpaquePointer {
        guard let config = FcConfigCreate() else { throw FontEnvironmentError.fontconfigFailed("FcConfigCreate") }
        guard FcConfigParseAndLoadFromMemory(config, rules, 1) != 0 else {
            FcConfigDestroy(config)
            throw FontEnvironmentError.fontconfigFailed("parsing Mosaic's font rules")
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw FontEnvironmentError.fontconfigFailed("FcConfigBuildFonts")
        }
        return config
    }

    private static func escapeXML(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The private configuration's rules: generic family names (`emoji` as well: Pango asks for
    /// it for every run with emoji presentation, 😀 or a text symbol with U+FE0F such as ☀️,
    /// as fontconfig's own `60-generic.conf` maps it), the fallback families, the
    /// emoji planes (U+1F000–1FAFF) taken from every font but the emoji font (DejaVu Sans has
    /// monochrome 😀; iOS draws those in colour), and scaling of bitmap fonts (Noto Color Emoji's 109-pixel strike) to the requested pixel
    /// size, as fontconfig's own `10-scale-bitmap-fonts.conf` does.
    private static func rulesXML(fallbacks: [String]) -> String {
        let escape = escapeXML
        // Pango gives fontconfig each run's language (the text's, or for a script the text's
        // language does not write, a language that does: Japanese for kana, Korean for Hangul),
        // first in the pattern's list, before the locale's, which fontconfig appends: a family
        // of that language's forms goes in just before the Simplified Chinese one, as Debian's
        // 70-fonts-noto-cjk.conf does for the system's generic families. (Han characters
        // themselves are given their family by name: ``HanForms``.)
        let hanRules = hanFamiliesByLanguage.map { language, family in
            """
              <match target="pattern">
                <test qual="first" name="lang"><string>\(escape(language))</string></test>
                <test name="family"><string>\(escape(hanFamily))</string></test>
                <edit name="family" mode="prepend" binding="weak"><string>\(escape(family))</string></edit>
              </match>
            """
        }.joined(separator: "\n")
        let fallbackList = fallbacks.map { "<string>\(escape($0))</string>" }.joined()
        let preferList = fallbacks.map { "<family>\(escape($0))</family>" }.joined()
        return """
            <?xml version="1.0"?>
            <fontconfig>
              <alias binding="same"><family>sans-serif</family><prefer>\(preferList)</prefer></alias>
              <alias binding="same"><family>system-ui</family><prefer>\(preferList)</prefer></alias>
              <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
              <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
              <alias binding="same"><family>emoji</family><prefer><family>\(escape(emojiFamily))</family></prefer></alias>
              <match target="pattern">
                <edit name="family" mode="append_last" binding="weak">\(fallbackList)</edit>
              </match>
            \(hanRules)
              <match target="scan">
                <test name="family" compare="not_eq"><string>\(emojiFamily)</string></test>
                <edit name="charset" mode="assign">
                  <minus><name>charset</name>
                    <charset><range><int>0x1F000</int><int>0x1FAFF</int></range></charset>
                  </minus>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name>
                    <matrix><name>pixelsizefixupfactor</name><double>0</double>
                            <double>0</double><name>pixelsizefixupfactor</name></matrix>
                  </times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>
            </fontconfig>
            """
    }

    // MARK: Pango contexts

    /// Makes a Pango context on `fontMap` with Mosaic's fixed settings.
    func makeContext(fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        // Text of no language (``TextStyle/language``) is English, iOS's first preferred language
        // out of the box, whatever LANG says. Pango gives each run the text's language, or for a
        // script the language does not write a language that does (kana: Japanese, Hangul:
        // Korean, Han: Simplified Chinese), and fontconfig picks Han forms by it.
        pango_context_set_language(context, pango_language_from_string("en"))
        return context
    }

    /// Runs `body` with a pooled Pango font map and a measuring context that no other thread uses meanwhile.
    func withWorker<R>(_ body: (PangoWorker) throws -> R) rethrows -> R {
        let worker = lock.withLock { idleWorkers.popLast() } ?? PangoWorker(environment: self)
        defer { lock.withLock { idleWorkers.append(worker) } }
        return try body(worker)
    }
}

/// A Pango font map on a ``FontEnvironment``'s configuration, with a context for measuring
/// and one for drawing. Used by one thread at a time (borrowed from the environment's pool).
///
/// Its state is read and replaced by its own methods only, none of which calls another
/// while it holds a property `inout`: the properties skip the run-time exclusivity checks
/// (`@exclusivity(unchecked)`), a few for every label measured or drawn.
final class PangoWorker: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let measuringContext: OpaquePointer
    /// The context text is drawn with: brought up to date with the Cairo context it draws
    /// on (`pango_cairo_update_context`: its transform and font options) before each use
    /// (``updateDrawingContext(from:)``), which leaves it in the state a new context would
    /// have, without making one per call.
    let drawingContext: OpaquePointer

    init(environment: FontEnvironment) {
        let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        // A Cairo font map of font type FT is a PangoFcFontMap.
        pango_fc_font_map_set_config(OpaquePointer(fontMap), environment.config)
        self.fontMap = fontMap
        self.measuringContext = environment.makeContext(fontMap: fontMap)
        self.drawingContext = environment.makeContext(fontMap: fontMap)
    }

    /// The last few layouts made on `measuringContext`, each with the context's serial
    /// when it was made: drawing the text just measured reuses its layout
    /// instead of laying the text out again (see ``measuredLayout(for:)``).
    ///
    /// A ring: the slot after the newest is replaced next, so keeping one costs no moves.
    @exclusivity(unchecked)
    private var recentlyMeasured = [MeasuredLayout?](repeating: nil, count: recentlyMeasuredLimit)
    /// The slot the next measured layout goes in.
    @exclusivity(unchecked) private var nextMeasuredSlot = 0
    /// Enough for a cell's title and subtitle, measured and then drawn.
    private static let recentlyMeasuredLimit = 4

    /// A class, so that reading a slot retains one reference instead of copying the key's
    /// text and style.
    private final class MeasuredLayout {
        let key: TextLayoutKey
        /// `measuringContext`'s serial when the layout was made.
        let serial: UInt32
        let layout: TextLayout

        init(key: TextLayoutKey, serial: UInt32, layout: TextLayout) {
            self.key = key
            self.serial = serial
            self.layout = layout
        }
    }

    /// The font description made last, and the font it describes: the next layout in the
    /// same font (a grid's labels share one) is given it again. Pango copies it into each layout.
    @exclusivity(unchecked)
    private var font:
        (
            description: OpaquePointer, family: String, weight: TextStyle.Weight, italic: Bool,
            size: Double
        )?

    deinit {
        if let font { pango_font_description_free(font.description) }
        recentlyMeasured.removeAll()
        g_object_unref(UnsafeMutableRawPointer(measuringContext))
        g_object_unref(UnsafeMutableRawPointer(drawingContext))
        g_object_unref(fontMap)
    }

    /// The drawing context `drawingContext` was last brought up to date from, and the linear
    /// part of its Cairo matrix then (see ``updateDrawingContext(from:)``).
    @exclusivity(unchecked) private weak var updatedFrom: DrawingContext?
    @exclusivity(unchecked) private var updatedMatrix = cairo_matrix_t()

    /// Brings `drawingContext` up to date with `drawing`'s Cairo context
    /// (`pango_cairo_update_context`), unless it was last updated from the same context with
    /// the same scale, rotation and skew. Pango takes three things from the Cairo context:
    /// its target surface's font options (fixed for a surface, and a Cairo context keeps its
    /// target for life), the context's own font options (unused: Mosaic sets them on the
    /// Pango context), and its matrix without the translation. So nothing would change.
    func updateDrawingContext(from drawing: DrawingContext) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(drawing.pointer, &matrix)
        if updatedFrom === drawing, matrix.xx == updatedMatrix.xx, matrix.yx == updatedMatrix.yx,
            matrix.xy == updatedMatrix.xy, matrix.yy == updatedMatrix.yy
        {
            return
        }
        pango_cairo_update_context(drawing.pointer, drawingContext)
        updatedFrom = drawing
        updatedMatrix = matrix
    }

    /// A Pango font description of `style`'s family, weight, slant and size (as an absolute
    /// size, in Pango units), valid until the next call.
    func fontDescription(for style: TextStyle) -> OpaquePointer {
        if let font, font.family == style.fontFamily, font.weight == style.weight, font.italic == style.italic,
            font.size == style.size
        {
            return font.description
        }
        let description = font?.description ?? pango_font_description_new()!
        // `withCString` hands C the string's own bytes; passing a String directly copies it first.
        style.fontFamily.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
        pango_font_description_set_style(description, style.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, style.size * TextLayout.scale)
        font = (description, style.fontFamily, style.weight, style.italic, style.size)
        return description
    }

    /// Keeps `layout`, just made on `measuringContext` for `key`, for ``measuredLayout(for:)``.
    func rememberMeasured(_ layout: TextLayout, key: TextLayoutKey) {
        recentlyMeasured[nextMeasuredSlot] = MeasuredLayout(
            key: key, serial: pango_context_get_serial(measuringContext),
            layout: layout)
        nextMeasuredSlot = (nextMeasuredSlot + 1) % Self.recentlyMeasuredLimit
    }

    /// A layout measured lately for `key` that drawing may show as it is: `nil` unless the
    /// measuring context has not changed since (a change would make Pango lay the text out
    /// again, on the context's new settings) and `drawingContext` (already updated from its
    /// Cairo context) lays text out as the measuring context did:
    /// - with its transform (no scale, rotation or skew; Pango ignores translation);
    /// - or scaled by a whole number (2x, 3x: device scales), when every run of the layout is
    ///   set in an outline font. Metrics are unhinted and glyph positions unrounded, and at
    ///   such scales Pango then gives the same glyphs, positions, baselines and extents, to
    ///   the Pango unit, as at 1x (checked on 17k random texts in every pinned outline font
    ///   at 2x to 7x; other scales such as 1.37x round differently, and a colour bitmap font,
    ///   the emoji font, has metrics that depend on the scale). Cairo draws the glyphs at the
    ///   device's resolution either way.
    /// Font options need no check: both contexts set every option that places glyphs, and
    /// Cairo merges the target surface's options into both alike when it draws.
    func measuredLayout(for key: TextLayoutKey) -> TextLayout? {
        let limit = Self.recentlyMeasuredLimit
        // Newest first: the newest slot is the one before the next.
        let newest = (nextMeasuredSlot + limit - 1) % limit
        guard recentlyMeasured[newest] != nil else { return nil }
        let transform = Self.transform(pango_context_get_matrix(drawingContext))
        guard transform != .other else { return nil }
        let serial = pango_context_get_serial(measuringContext)
        for age in 0..<limit {
            guard let measured = recentlyMeasured[(newest + limit - age) % limit] else { return nil }
            if measured.serial == serial && measured.key == key {
                return transform == .identity || measured.layout.usesOnlyOutlineFonts ? measured.layout : nil
            }
        }
        return nil
    }

    private enum Transform { case identity, wholeScale, other }

    private static func transform(_ matrix: UnsafePointer<PangoMatrix>?) -> Transform {
        guard let matrix = matrix?.pointee else { return .identity }
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx >= 1, matrix.yy == matrix.xx,
            matrix.xx == matrix.xx.rounded()
        else { return .other }
        return matrix.xx == 1 ? .identity : .wholeScale
    }
}

/// Why a ``FontEnvironment`` could not be built.
public enum FontEnvironmentError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A pinned font file does not exist; install `package` with apt.
    case missingFontFile(path: String, package: String)
    /// A font file exists but fontconfig could not read it.
    case unreadableFontFile(path: String, package: String)
    /// fontconfig itself failed at the named step.
    case fontconfigFailed(String)

    /// The problem and the fix, in one sentence.
    public var description: String {
        switch self {
        case .missingFontFile(let path, let package):
            return "Missing font file \(path): install it with `apt-get install \(package)`"
        case .unreadableFontFile(let path, let package):
            return "fontconfig could not read the font file \(path) (from the apt package \(package))"
        case .fontconfigFailed(let step):
            return "fontconfig failed while \(step)"
        }
    }
}
