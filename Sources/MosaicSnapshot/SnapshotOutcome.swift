import MosaicCairo

/// The verdict on one rendering against its reference.
///
/// Rules: equal hashes pass. When the reference was recorded with the same library
/// versions, architecture and fonts as this run, the hash decides: a different hash fails
/// (pixel output is deterministic there, so any change is a real change); a tolerant diff is
/// still computed, when a reference PNG exists, to describe the change. When versions,
/// architecture or fonts differ (``SnapshotReference/drawnElsewhere(versions:fonts:)``), only
/// the tolerant diff (``PixelDiffing``) decides. The Swift strategies and `mosaic snapshot`
/// both decide here.
public enum SnapshotOutcome: Sendable {
    /// The pixel hashes are equal.
    case matched
    /// Same versions, different hash: fails. The diff is nil when no reference PNG was kept.
    case changed(PixelDiff?)
    /// Different versions, and the tolerant diff passes.
    case tolerated(PixelDiff)
    /// Different versions, and the tolerant diff fails.
    case rejected(PixelDiff)
    /// Different versions, and no reference PNG to diff against: fails.
    case missingReferenceImage

    /// Whether the rendering is accepted.
    public var passes: Bool {
        switch self {
        case .matched, .tolerated: return true
        case .changed, .rejected, .missingReferenceImage: return false
        }
    }

    /// The tolerant diff, when one was computed.
    public var diff: PixelDiff? {
        switch self {
        case .changed(let diff): return diff
        case .tolerated(let diff), .rejected(let diff): return diff
        case .matched, .missingReferenceImage: return nil
        }
    }

    /// Decides on `actual` against `reference` (and its PNG, if kept).
    public static func evaluate(actual: PixelSnapshot, reference: SnapshotReference, referenceImage: RGBAImage?,
                                diffing: PixelDiffing = .standard,
                                versions: CairoVersions = .current,
                                fonts: [FontIdentity]? = FontIdentity.pinned) -> SnapshotOutcome {
        if actual.hash == reference.hash { return .matched }
        let diff = referenceImage.map { diffing.compare(reference: $0, actual: actual.image) }
        if !reference.drawnElsewhere(versions: versions, fonts: fonts) { return .changed(diff) }
        guard let diff else { return .missingReferenceImage }
        return diff.passes ? .tolerated(diff) : .rejected(diff)
    }
}
