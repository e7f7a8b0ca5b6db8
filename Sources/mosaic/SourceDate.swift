import Foundation

/// The date written into PDF output: `SOURCE_DATE_EPOCH` (seconds since 1970, the
/// reproducible-builds convention) when set, so that the same input gives the same bytes;
/// otherwise `nil`, meaning the time of rendering.
enum SourceDate {
    static let pdfCreationDate: String? = {
        guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = Int(text) else {
            return nil
        }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }()
}
