import Foundation

/// When references are written, set by the environment variable `MOSAIC_RECORD`:
///
/// - unset, empty or `0`: compare; a missing reference is recorded and the test fails,
///   so a new snapshot is never accepted unseen.
/// - `1`, `all` or `true`: (re)write every reference and pass (prints a note).
/// - `failed`: rewrite only references whose comparison fails, and pass.
///
/// Example: `MOSAIC_RECORD=1 swift test --filter MosaicRenderTests`.
public enum SnapshotRecording: Sendable, Equatable {
    /// Compare; record only missing references (and fail).
    case missing
    /// Record everything.
    case all
    /// Record what fails.
    case failed

    /// The mode named by `MOSAIC_RECORD` in `environment`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SnapshotRecording {
        switch environment["MOSAIC_RECORD"]?.lowercased() ?? "" {
        case "1", "all", "true", "yes": return .all
        case "failed", "failing": return .failed
        default: return .missing
        }
    }
}
