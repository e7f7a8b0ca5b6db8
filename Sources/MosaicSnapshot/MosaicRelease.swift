/// Mosaic's own version, and the releases that deliberately draw something differently.
///
/// References record ``version``; when a reference recorded under an older Mosaic fails, a
/// verdict names the first release since then in ``visualChanges`` ("drawn differently since
/// Mosaic 0.2.0: see CHANGELOG; re-record"), so that an upgrade does not look like a regression
/// of the user's layout. CHANGELOG.md mirrors the table: a release's entry lists each visual
/// change on a line starting with `- Visual:` (a test checks that the two agree).
public enum MosaicRelease {
    /// This build's version, as `mosaic --version` prints it.
    public static let version = "0.1.0"

    /// Every release that draws some output differently from the release before it, oldest
    /// first, with what changed.
    public static let visualChanges: [(version: String, change: String)] = []

    /// The sentence a failing verdict adds when the reference was recorded by a Mosaic that
    /// draws differently from `running`: the first release after `recorded`, up to `running`,
    /// with a visual change. Nil when there is none (or either version is not `X.Y.Z`).
    public static func drawnDifferently(
        recordedWith recorded: String, running: String = version,
        changes: [(version: String, change: String)] = visualChanges
    ) -> String? {
        guard let from = numbers(recorded), let to = numbers(running), from.lexicographicallyPrecedes(to) else {
            return nil
        }
        let first = changes.first { change in
            guard let at = numbers(change.version) else { return false }
            return from.lexicographicallyPrecedes(at) && !to.lexicographicallyPrecedes(at)
        }
        return first.map { "drawn differently since Mosaic \($0.version) (\($0.change)): see CHANGELOG; re-record" }
    }

    /// `"0.10.2"` as `[0, 10, 2]`; nil for anything else.
    static func numbers(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, parts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return parts.map { $0! }
    }
}
