import CompositionalLayout
import Foundation

/// The scroll offsets a filmstrip shows, chosen to show what the section's
/// `orthogonalScrollingBehavior` does.
///
/// - The paging behaviours (`.paging`, `.groupPaging`, `.groupPagingCentered`) and
///   `.continuousGroupLeadingBoundary` come to rest only at certain offsets (Apple: paging
///   "one group at a time", continuousGroupLeadingBoundary "coming to a natural stop at the
///   leading boundary of the visible group"; Docs/uikit-facts.md §5), so the strip shows
///   those rest positions ("stops"), numbered. A stop closer than ``minimumSeparation`` of
///   the viewport to the content's end (UIKit's last full page, a few points before the
///   end it clamps the next page to) is folded into the end: two frames that look alike
///   say nothing.
/// - `.continuous` has no stops: the section rests wherever deceleration leaves it. The
///   strip shows evenly spaced offsets, labelled by offset alone.
public struct FilmstripOffsets: Sendable, Equatable {
    /// What the offsets are.
    public enum Kind: Sendable, Equatable {
        /// Where the section comes to rest.
        case restPositions
        /// Evenly spaced samples of a section that can rest anywhere.
        case evenlySpaced
    }

    /// Two stops nearer than this fraction of the viewport's length show as one frame.
    public static let minimumSeparation: CGFloat = 0.1

    /// What the offsets are.
    public let kind: Kind
    /// The offsets, in scrolling order.
    public let offsets: [CGFloat]

    /// The offsets for a section scrolling as `scrolling` says.
    public init(scrolling: OrthogonalScrolling) {
        let engine = scrolling.restOffsets.isEmpty ? [0] : scrolling.restOffsets
        guard scrolling.behavior != .continuous else {
            kind = .evenlySpaced
            offsets = engine
            return
        }
        kind = .restPositions
        let gap = scrolling.viewportLength * Self.minimumSeparation
        var kept: [CGFloat] = []
        for (index, offset) in engine.enumerated() {
            let isLast = index == engine.count - 1
            if let previous = kept.last, offset - previous < gap {
                // The end replaces a stop just before it, but never the start.
                guard isLast, kept.count > 1 else { continue }
                kept.removeLast()
            }
            kept.append(offset)
        }
        offsets = kept
    }

    /// The distance between two evenly spaced offsets (`nil` for rest positions).
    public var spacing: CGFloat? {
        guard kind == .evenlySpaced, offsets.count > 1 else { return nil }
        return offsets[1] - offsets[0]
    }
}

extension RenderScene {
    /// A section's name for a figure's caption: its name in the layout file, else its
    /// header's text, else "section N".
    func figureName(ofSection section: Int) -> String {
        let sections = content.sections
        if sections.indices.contains(section), let name = sections[section].name { return name }
        return content.supplementaryText(ofKind: UICollectionView.elementKindSectionHeader, section: section)
            ?? "section \(section)"
    }

    /// The section in a sentence: "the cards section", or "section 2" when it has no name.
    func figurePhrase(ofSection section: Int) -> String {
        let name = figureName(ofSection: section)
        return name == "section \(section)" ? name : "the \(name) section"
    }
}
