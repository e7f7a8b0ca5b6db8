/// The results of one `mosaic snapshot` run, counted.
struct SnapshotSummary {
    var results: [SnapshotResult]
    /// References no case checks any more.
    var orphans: [SnapshotOrphan] = []

    func count(_ status: SnapshotResult.Status) -> Int { results.filter { $0.status == status }.count }

    var recorded: Int { results.filter(\.recorded).count }

    /// `12 passed, 1 changed, 2 new, 0 failed; 3 recorded; 1 orphaned reference`.
    var sentence: String {
        var text = SnapshotResult.Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
        if recorded > 0 { text += "; \(recorded) recorded" }
        if !orphans.isEmpty {
            text += "; \(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")"
        }
        return text
    }
}
