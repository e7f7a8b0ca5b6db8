import MosaicFrames

/// A pixel comparison for renderings made with other versions of Cairo, pixman, Pango, FreeType
/// or HarfBuzz, which rasterise glyphs differently: anti-aliased glyph edges and sub-pixel glyph
/// positions change, nothing else does.
///
/// Pixels inside the ink box of any text (of either rendering, grown by a pixel: see
/// ``DrawnElement/textBoxes``), in scaled images, gradients and shapes sized by measured
/// text (``DrawnElement/rasterisedBoxes``), are forgiven; every other pixel is compared by ``PixelDiffing``
/// (any channel change counts; pixelmatch's anti-aliased edge pixels are excused). It is meant
/// to be used together with an exact comparison of the frames and the drawn content: the
/// characters, fonts and colours of the forgiven texts are compared there, as data. So a fill
/// one step off (0x80 → 0x81), a shape moved by a device pixel or another image still count,
/// outside text as pixels and everywhere as data.
public struct TextTolerantPixelDiff: Sendable {
    /// The pixel comparison outside text boxes.
    public let diff: PixelDiff
    /// Indices (`y * width + x`) of differing pixels that count: outside every text box, not anti-aliasing.
    public let differingPixels: [Int]
    /// How many differing pixels lie in text boxes, forgiven as glyph rasterisation.
    public let forgivenTextPixels: Int
    /// The counted pixels per element, most first: `section 0, item 3` (or `the page`) and a count.
    public let elements: [(name: String, pixels: Int)]

    /// Compares `actual` with `reference`, given what each drew.
    /// `forgivenBoxes` are further boxes to forgive: elements re-measured from their text
    /// (``SnapshotVerdict/forgivingTextMeasurement(reference:actual:referenceContent:actualContent:)``).
    public init(
        reference: RGBAImage, actual: RGBAImage, referenceContent: DrawnContent, actualContent: DrawnContent,
        forgivenBoxes: [PixelBox] = [], diffing: PixelDiffing = .standard
    ) {
        let diff = diffing.compare(reference: reference, actual: actual)
        self.diff = diff
        guard diff.sizesMatch else {
            (differingPixels, forgivenTextPixels, elements) = ([], 0, [])
            return
        }
        let width = actual.width
        let height = actual.height
        var inText = [Bool](repeating: false, count: width * height)
        let boxes = [referenceContent, actualContent].flatMap { content in
            content.pageTextBoxes + content.elements.flatMap { $0.textBoxes + ($0.rasterisedBoxes ?? []) }
        }
        for box in boxes + forgivenBoxes {
            let x0 = max(box.x, 0)
            let x1 = min(box.x + box.width, width)
            let y0 = max(box.y, 0)
            let y1 = min(box.y + box.height, height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                for x in x0..<x1 { inText[y * width + x] = true }
            }
        }
        var counted: [Int] = []
        var forgiven = diff.antialiasedPixels.count { inText[$0] }
        for index in diff.differingPixels {
            if inText[index] { forgiven += 1 } else { counted.append(index) }
        }
        differingPixels = counted
        forgivenTextPixels = forgiven
        elements = Self.owners(of: counted, width: width, in: actualContent)
    }

    /// Whether the renderings count as the same outside text.
    public var passes: Bool { diff.sizesMatch && differingPixels.isEmpty }

    /// One line, e.g. `12 pixels differ outside text (section 0, item 3: 12); 2,104 pixels in text boxes forgiven`.
    public var summary: String {
        guard diff.sizesMatch else { return diff.summary }
        var text = "\(differingPixels.count) pixel\(differingPixels.count == 1 ? "" : "s") differ outside text"
        if !elements.isEmpty {
            let shown = elements.prefix(5).map { "\($0.name): \($0.pixels)" }
            text += " (" + shown.joined(separator: ", ") + (elements.count > 5 ? ", ..." : "") + ")"
        }
        return text + "; \(forgivenTextPixels) pixel\(forgivenTextPixels == 1 ? "" : "s") in text boxes forgiven"
    }

    /// The element each pixel lies on (the smallest box holding it: a badge over its cell), counted.
    private static func owners(of pixels: [Int], width: Int, in content: DrawnContent) -> [(name: String, pixels: Int)]
    {
        guard !pixels.isEmpty else { return [] }
        let bySize = content.elements.sorted { $0.box.width * $0.box.height < $1.box.width * $1.box.height }
        var counts: [String: Int] = [:]
        for index in pixels {
            let x = index % width
            let y = index / width
            counts[bySize.first { $0.box.contains(x: x, y: y) }?.name ?? "the page", default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
    }
}
