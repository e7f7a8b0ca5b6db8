/// What `mosaic snapshot` writes into the references folder, after swift-snapshot-testing's
/// record modes.
enum SnapshotRecordMode: String, Sendable {
    /// Verify only: a missing or changed reference fails.
    case never
    /// Record references that do not exist yet; verify the others.
    case missing
    /// Record references that are missing or do not match.
    case failed
    /// Record every reference.
    case all

    func records(_ status: SnapshotResult.Status) -> Bool {
        switch (self, status) {
        case (.all, .passed), (.all, .changed), (.all, .new): return true
        case (.failed, .changed), (.failed, .new), (.missing, .new): return true
        default: return false
        }
    }
}
