import ArgumentParser
import Foundation
import MosaicSpec

/// `--max-pixels` and `--max-elements`, the two limits worth raising for a big render, and
/// `--allow-path`, for images outside the layout file's folder.
struct LimitOptions: ParsableArguments {
    /// 2 Gpx, e.g. a 1,179-px-wide page 1.7 million pixels tall: drawn in strips, so memory
    /// stays bounded, but it takes about 12 s to draw and encode (1.19 s per 193 Mpx on the
    /// development machine) and makes a file of hundreds of megabytes.
    static let defaultMaximumPixels = 2_000_000_000

    @Option(
        name: .customLong("max-pixels"),
        help: ArgumentHelp(
            "The most pixels one image may have (default 2,000,000,000).", valueName: "n"))
    var maximumPixels: Int = defaultMaximumPixels

    @Option(
        name: .customLong("max-elements"),
        help: ArgumentHelp(
            "The most cells and supplementary views a file's sections may have in all (default \(DocumentLimits.standard.maximumElements)).",
            valueName: "n"))
    var maximumElements: Int = DocumentLimits.standard.maximumElements

    @Option(
        name: .customLong("allow-path"),
        help: ArgumentHelp(
            "Also allow images from this folder (by default only the layout file's own folder; repeatable).",
            valueName: "dir"))
    var allowedPaths: [String] = []

    func validate() throws {
        guard maximumPixels >= 1 else {
            throw ValidationError("--max-pixels must be at least 1, not \(maximumPixels).")
        }
        guard maximumElements >= 0 else {
            throw ValidationError("--max-elements cannot be negative, not \(maximumElements).")
        }
    }

    /// The limits for decoding files.
    var documentLimits: DocumentLimits {
        var limits = DocumentLimits.standard
        limits.maximumElements = maximumElements
        limits.allowedImageFolders = allowedPaths.map { URL(fileURLWithPath: $0, isDirectory: true) }
        return limits
    }

    /// An error when an image of `width` x `height` pixels is over the pixel limit.
    func pixelError(width: Int, height: Int, document: LayoutDocument) -> SpecError? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maximumPixels else { return nil }
        let size = "\(Self.grouped(width)) x \(Self.grouped(height)) px"
        let amount = overflow ? "" : " (\(Self.megapixels(pixels)))"
        return document.canvasError(
            "the image would be \(size)\(amount), more than the limit of "
                + "\(Self.megapixels(maximumPixels))",
            hint: "use --max-pixels to raise it, or draw less (--no-full-page, fewer items)")
    }

    /// 4.7 Gpx, 3.01 Mpx, 950 px.
    static func megapixels(_ pixels: Int) -> String {
        if pixels >= 1_000_000_000 { return trimmed(Double(pixels) / 1e9) + " Gpx" }
        if pixels >= 1_000_000 { return trimmed(Double(pixels) / 1e6) + " Mpx" }
        return "\(grouped(pixels)) px"
    }

    /// Two decimals at most, without trailing zeros: 3.01, 4.7, 2.
    private static func trimmed(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// 4,000,000.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
