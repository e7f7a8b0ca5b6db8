import MosaicFrames

/// What one rendering is compared with: its pixels (hash and, where kept, the image), its
/// frames, what it drew (``DrawnContent``) and what it was drawn with.
public struct SnapshotEvidence: Sendable {
    /// The hash of the canonical pixels.
    public var hash: PixelHash
    /// The pixels; nil when a reference keeps none.
    public var image: RGBAImage?
    /// Every element's frame; nil when not recorded.
    public var frames: [LayoutFrame]?
    /// What each element drew; nil when not recorded (references from before it existed).
    public var content: DrawnContent?
    /// The libraries and fonts it was drawn with.
    public var environment: RenderingEnvironment

    /// Makes evidence of explicit parts.
    public init(
        hash: PixelHash, image: RGBAImage?, frames: [LayoutFrame]? = nil, content: DrawnContent? = nil,
        environment: RenderingEnvironment
    ) {
        self.hash = hash
        self.image = image
        self.frames = frames
        self.content = content
        self.environment = environment
    }
}

/// The verdict on a rendering against its reference: the one rule that the Swift strategies and
/// `mosaic snapshot` share.
///
/// - **Same libraries and fonts** as the reference: pixel output is deterministic, so the pixel
///   hash decides, exactly, and the frames must be equal.
/// - **Other library versions or fonts**: glyphs rasterise differently, nothing else does. The
///   frames are compared exactly (they depend on no library), the drawn content exactly (each
///   element's texts, fonts, colours, images: a one-letter change of equal width still counts),
///   and the pixels by ``TextTolerantPixelDiff``: forgiven inside text ink boxes, compared
///   everywhere else with only anti-aliased edge pixels excused.
///
/// A reference that records no drawn content can only be compared by its pixels under other
/// libraries (``PixelDiffing``, which glyph changes fail); the verdict says to re-record it.
public struct SnapshotVerdict: Sendable {
    /// Which comparison applied.
    public enum Comparison: Sendable, Equatable {
        /// Same environment: pixel hashes compared exactly.
        case exact
        /// Other libraries or fonts: frames and drawn content exact, pixels outside text tolerant.
        case acrossLibraryVersions
        /// Other libraries or fonts, and a reference without drawn content: the whole image tolerant.
        case pixelsOnly
    }

    /// Which comparison applied.
    public let comparison: Comparison
    /// Why, in words: `same library versions and fonts as the reference` or
    /// `library versions differ: cairo 1.16.0 → 1.18.4, pango 1.50.12 → 1.56.3`.
    public let reason: String
    /// Whether the rendering is accepted.
    public let passes: Bool
    /// The frame comparison, when both sides have frames.
    public let frameDiff: FrameDiff?
    /// The drawn-content comparison (across library versions, when both sides have content).
    public let contentDiff: DrawnContentDiff?
    /// The whole-image pixel comparison, when the hashes differ and the reference has an image.
    public let pixelDiff: PixelDiff?
    /// The comparison outside text (across library versions).
    public let textTolerantDiff: TextTolerantPixelDiff?
    /// How many elements sized by their text (``DrawnElement/sizedByText``) were forgiven a
    /// change of size, and the move it brings, from text measured by other library versions.
    public let remeasuredElements: Int

    /// The largest size change forgiven an element sized by its text, in points: a fraction of
    /// its length (Pango versions measure a run of text a few percent apart), at least a point.
    static func forgivenSizeChange(of length: Double) -> Double { max(1, 0.05 * length) }

    /// `actual` with the frame of each element sized by its text (in both records) put back to
    /// the reference's where only text measurement can explain the difference: its width and
    /// height changed by at most ``forgivenSizeChange(of:)``, and it moved by no more than its
    /// size changed (an element anchored at a trailing edge moves as it narrows). An element of
    /// unchanged size that moved is never forgiven.
    static func forgivingTextMeasurement(
        reference: [LayoutFrame], actual: [LayoutFrame], referenceContent: DrawnContent,
        actualContent: DrawnContent
    ) -> (frames: [LayoutFrame], forgiven: [LayoutFrame.Key]) {
        let sizedByText = Set(referenceContent.elements.filter { $0.sizedByText == true }.map(\.key))
            .intersection(actualContent.elements.filter { $0.sizedByText == true }.map(\.key))
        guard !sizedByText.isEmpty else { return (actual, []) }
        var referenceByKey: [LayoutFrame.Key: LayoutFrame] = [:]
        for frame in reference where referenceByKey[frame.key] == nil { referenceByKey[frame.key] = frame }
        var frames = actual
        var forgiven: [LayoutFrame.Key] = []
        for index in frames.indices {
            let frame = frames[index]
            guard sizedByText.contains(frame.key), let old = referenceByKey[frame.key], old != frame else { continue }
            let dw = abs(frame.width - old.width)
            let dh = abs(frame.height - old.height)
            let dx = abs(frame.x - old.x)
            let dy = abs(frame.y - old.y)
            guard dw <= forgivenSizeChange(of: old.width), dh <= forgivenSizeChange(of: old.height),
                dx <= dw + 1e-6, dy <= dh + 1e-6, frame.zIndex == old.zIndex
            else { continue }
            frames[index] = old
            forgiven.append(old.key)
        }
        return (frames, forgiven)
    }

    /// Decides on `actual` against `reference`.
    ///
    /// - Parameters:
    ///   - frameTolerance: how many device pixels a frame may move or grow and still match.
    ///   - scale: the device scale, pixels per point (for the frame tolerance).
    ///   - diffing: the pixel comparison (anti-aliasing excused, no pixel allowed, by default).
    public init(
        reference: SnapshotEvidence, actual: SnapshotEvidence, frameTolerance: Double = 0, scale: Double = 1,
        diffing: PixelDiffing = .standard
    ) {
        let differences = actual.environment.differences(from: reference.environment)
        var actualFrames = actual.frames
        var remeasured: [LayoutFrame.Key] = []
        if !differences.isEmpty, let old = reference.frames, let new = actual.frames,
            let oldContent = reference.content,
            let newContent = actual.content
        {
            (actualFrames, remeasured) = Self.forgivingTextMeasurement(
                reference: old, actual: new,
                referenceContent: oldContent, actualContent: newContent)
        }
        let frameDiff = reference.frames.flatMap { old in
            actualFrames.map { FrameDiff(reference: old, actual: $0, tolerance: frameTolerance, scale: scale) }
        }
        remeasuredElements = remeasured.count
        let framesMatch = frameDiff?.isEmpty ?? true
        let hashesMatch = reference.hash == actual.hash
        let pixelDiff =
            hashesMatch
            ? nil
            : reference.image.flatMap { old in
                actual.image.map { diffing.compare(reference: old, actual: $0) }
            }
        self.frameDiff = frameDiff
        self.pixelDiff = pixelDiff
        if differences.isEmpty {
            comparison = .exact
            reason = "same library versions and fonts as the reference: pixels compared exactly"
            passes = hashesMatch && framesMatch
            contentDiff = nil
            textTolerantDiff = nil
            return
        }
        let why = Self.reason(for: differences)
        if let old = reference.content, let new = actual.content {
            comparison = .acrossLibraryVersions
            reason = why + ": frames and drawn content compared exactly, pixels outside text with anti-aliasing excused"
            let contentDiff = DrawnContentDiff(reference: old, actual: new)
            // A re-measured element's pixels are its content's, compared as data.
            let keys = Set(remeasured)
            let remeasuredBoxes = (old.elements + new.elements).filter { keys.contains($0.key) }.map { element in
                PixelBox(
                    x: element.box.x - 1, y: element.box.y - 1, width: element.box.width + 2,
                    height: element.box.height + 2)
            }
            var textTolerant: TextTolerantPixelDiff?
            if !hashesMatch, let oldImage = reference.image, let newImage = actual.image {
                textTolerant = TextTolerantPixelDiff(
                    reference: oldImage, actual: newImage, referenceContent: old,
                    actualContent: new, forgivenBoxes: remeasuredBoxes, diffing: diffing)
            }
            self.contentDiff = contentDiff
            textTolerantDiff = textTolerant
            // Pixels that differ are compared when both images are at hand; without them they fail.
            passes = framesMatch && contentDiff.isEmpty && (hashesMatch || (textTolerant?.passes ?? false))
        } else {
            comparison = .pixelsOnly
            reason =
                why + ": the reference records no drawn content, so the whole image was compared with "
                + "anti-aliasing excused (re-record it to compare texts as data)"
            contentDiff = nil
            textTolerantDiff = nil
            passes = framesMatch && (hashesMatch || (pixelDiff?.passes ?? false))
        }
    }

    /// `library versions differ: cairo 1.16.0 → 1.18.4, ...` (`fonts differ` when only fonts do).
    static func reason(for differences: [String]) -> String {
        let libraries = differences.contains { !$0.hasPrefix("font ") }
        let fonts = differences.contains { $0.hasPrefix("font ") }
        let subject =
            libraries && fonts
            ? "library versions and fonts differ"
            : libraries
                ? "library versions differ"
                : "fonts differ"
        return subject + ": " + differences.joined(separator: ", ")
    }

    /// What failed, a line each (empty when it passes): the element changes (a summary, then at
    /// most `limit` sentences, indented), the drawn-content changes (likewise), and the pixels.
    public func failureLines(limit: Int = 8) -> [String] {
        guard !passes else { return [] }
        var lines: [String] = []
        if let frameDiff, !frameDiff.isEmpty {
            let sentences = frameDiff.summarizedSentences
            lines.append(frameDiff.summary + ":")
            lines += sentences.prefix(limit).map { "  " + $0 }
            if sentences.count > limit { lines.append("  ... and \(sentences.count - limit) more element changes") }
        }
        if let contentDiff, !contentDiff.isEmpty {
            let sentences = contentDiff.sentences
            lines.append("\(sentences.count) element\(sentences.count == 1 ? " draws" : "s draw") something else:")
            lines += sentences.prefix(limit).map { "  " + $0 }
            if sentences.count > limit { lines.append("  ... and \(sentences.count - limit) more drawing changes") }
        }
        switch comparison {
        case .acrossLibraryVersions:
            if let textTolerantDiff, !textTolerantDiff.passes { lines.append(textTolerantDiff.summary) }
        case .exact, .pixelsOnly:
            if let pixelDiff, !(comparison == .pixelsOnly && pixelDiff.passes) {
                lines.append(pixelDiff.summary)
            } else if pixelDiff == nil && lines.isEmpty {
                lines.append("the pixel hash differs and the reference keeps no image to compare with")
            }
        }
        return lines
    }

    /// The verdict for a person: which comparison applied and why, then what failed.
    public var message: String {
        ([(passes ? "passed; " : "") + reason] + failureLines()).joined(separator: "\n")
    }
}
