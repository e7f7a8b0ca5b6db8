import Foundation

/// The date written into PDF output: `SOURCE_DATE_EPOCH` (seconds since 1970, the
/// reproducible-builds convention) when set, so that the same input gives the same bytes;
/// otherwise `nil`, meaning the time of rendering.
enum SourceDate {
    static let pdfCreationDate: String? = {
        guard let seconds = try? seconds() else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }()

    /// `SOURCE_DATE_EPOCH`'s seconds, `nil` when it is not set, or ``problem`` when it is not
    /// ASCII digits that fit a 64-bit integer: the convention asks a build to stop on a malformed
    /// value rather than fall back to the clock, which would make the output differ silently.
    static func seconds() throws(Problem) -> Int? {
        guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] else { return nil }
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let seconds = Int(text) else {
            throw Problem(text: text)
        }
        return seconds
    }

    /// A `SOURCE_DATE_EPOCH` that is not a whole number of seconds.
    struct Problem: Error, CustomStringConvertible {
        let text: String
        var description: String {
            "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970 (digits only), not '\(text)'"
        }
    }
}
