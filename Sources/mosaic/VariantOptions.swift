import ArgumentParser
import CompositionalLayout
import MosaicRender

/// The variant axes on the command line, shared by every command that draws a file: each
/// flag may be repeated, and the values form a matrix of ``SnapshotVariant``s, every
/// combination of them (``variants``). `mosaic render` and `mosaic snapshot` write one file
/// per variant; `mosaic frames` prints one result and takes one value per axis
/// (``requireOneVariant(command:)``).
///
/// A new axis is one more option here, one more argument of `SnapshotVariant.matrix`, and
/// one more entry in ``repeatedAxes``.
struct VariantOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Draw on this device instead of the file's (see `mosaic devices`); repeat for several.", valueName: "name"))
    var device: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "portrait or landscape: turns the device (its landscape safe area and size classes); repeat for both.",
            valueName: "orientation"))
    var orientation: [DeviceOrientation] = []

    @Option(name: .long, help: ArgumentHelp("light or dark; repeat for both.", valueName: "theme"))
    var theme: [ThemeName] = []

    @Option(
        name: .customLong("text-size"),
        help: ArgumentHelp(
            "The Dynamic Type text size (iOS's default: l); repeat for several.", valueName: "size"))
    var textSize: [UIContentSizeCategory] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The layout direction, ltr or rtl; repeat for both.",
            valueName: "direction"))
    var direction: [UITraitEnvironmentLayoutDirection] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The app's language, a BCP 47 tag (ja, zh-Hans, zh-Hant, zh-HK, ko, ...): Han characters take its forms; "
                + "repeat for several.", valueName: "tag"),
        transform: Self.language(argument:))
    var language: [TextLanguage] = []

    @Flag(
        name: .customLong("pseudo-localize"),
        help: ArgumentHelp(
            "Lengthen every text (accented, 40% longer, in brackets); a variant's name gets '-pseudo'."))
    var pseudoLocalize = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Pixels per point of raster output: 1, 2 or 3; repeat for several.", valueName: "n"))
    var scale: [Int] = []

    /// A `--language` value, or an error that says what a tag looks like.
    static func language(argument: String) throws -> TextLanguage {
        guard let language = TextLanguage(argument) else {
            throw ValidationError(
                "'\(argument)' is not a language tag: give a 2–3 letter language, then any subtags of 1–8 "
                    + "letters or digits after '-', such as ja, zh-Hans or ko.")
        }
        return language
    }

    /// Every combination of the values given, the device varying slowest; one variant that
    /// changes nothing when no flag is given. A value given twice counts once.
    var variants: [SnapshotVariant] {
        SnapshotVariant.matrix(
            devices: Self.unique(device), orientations: Self.unique(orientation), themes: Self.unique(theme),
            textSizes: Self.unique(textSize), directions: Self.unique(direction),
            languages: Self.unique(language),
            pseudoLocalization: pseudoLocalize ? [true] : [], scales: Self.unique(scale))
    }

    /// Each axis's flag and how many different values it was given.
    var repeatedAxes: [(flag: String, count: Int)] {
        [
            ("--device", Set(device).count), ("--orientation", Set(orientation).count), ("--theme", Set(theme).count),
            ("--text-size", Set(textSize).count), ("--direction", Set(direction).count),
            ("--language", Set(language).count),
            ("--scale", Set(scale).count)
        ].filter { $0.count > 1 }
    }

    func validate() throws {
        for name in device { try Self.validate(device: name) }
        for value in scale { try Self.validate(scale: value) }
        for name in device {
            guard let preset = Device.named(name) else { continue }
            for value in scale where !preset.platform.scales.contains(CGFloat(value)) {
                throw ValidationError(
                    "--device \(name) draws at 1x or 2x, as \(preset.platform.rawValue) does, "
                        + "not \(value)x.")
            }
            for turn in orientation where !preset.rotates && turn != preset.naturalOrientation {
                throw ValidationError(
                    "--device \(name) is always \(preset.naturalOrientation.rawValue); --orientation "
                        + "\(turn.rawValue) turns only iPhones and iPads.")
            }
        }
    }

    /// Fails, naming the flag, when an axis has more than one value: for a command that
    /// prints one result rather than writing a file per variant.
    func requireOneVariant(command: String) throws {
        guard let axis = repeatedAxes.first else { return }
        throw ValidationError(
            "\(axis.flag) is given \(axis.count) different values, and mosaic \(command) prints "
                + "one result; give one \(axis.flag), or use mosaic render or mosaic snapshot for "
                + "every combination.")
    }

    /// Fails for a device name that is not a preset.
    static func validate(device: String) throws {
        guard Device.named(device) == nil else { return }
        let names = Device.presets.map(\.name).joined(separator: ", ")
        throw ValidationError("Unknown device '\(device)'. Devices: \(names).")
    }

    /// Fails for a scale other than 1, 2 or 3.
    static func validate(scale: Int) throws {
        if ![1, 2, 3].contains(scale) { throw ValidationError("The scale must be 1, 2 or 3, not \(scale).") }
    }

    /// The values in their first order, each once.
    private static func unique<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen = Set<Value>()
        return values.filter { seen.insert($0).inserted }
    }
}
