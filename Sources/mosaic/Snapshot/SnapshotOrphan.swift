import Foundation

/// A reference that no case checks any more: its layout file no longer exists, or the run
/// covered its file without asking for its variant. A reference of a file the run did not
/// cover is not an orphan (running a subset of the files orphans nothing).
struct SnapshotOrphan: Equatable {
    enum Reason: Equatable {
        /// No layout file at the path the reference was recorded from.
        case sourceGone
        /// The run covered the source, in other variants.
        case variantNotAsked
    }

    /// The reference's key, the folder under the references folder (`layouts/home`).
    var key: String
    var variant: String
    /// The layout file the reference was recorded from, as the run would name it.
    var source: String
    var reason: Reason
    /// The reference's files (what `--prune --yes` removes).
    var files: [URL]

    /// `layouts/home [dark]`.
    var title: String { "\(key) [\(variant)]" }

    /// Why it is an orphan, in words.
    var explanation: String {
        switch reason {
        case .sourceGone: return "its layout file \(source) no longer exists"
        case .variantNotAsked: return "variant \(variant) was not asked for in this run over \(source)"
        }
    }
}
