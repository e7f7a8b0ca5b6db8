@_spi(Internals) import SnapshotTesting

/// What the strategies do with a screen that cannot be laid out or drawn.
///
/// swift-snapshot-testing writes whatever a strategy returns when it records. So a strategy
/// that cannot make its value fails the running test with the cause (``report(_:)``), where
/// swift-snapshot-testing would only say that a reference was recorded, and returns an error
/// marker (for text, a line starting `mosaic-error 1:`; for images,
/// ``ReferencePNG/errorMarker(_:)``) that Mosaic's comparisons never accept: a stored marker
/// fails every later run with the cause, even once the screen can be drawn again.
enum DrawingFailure {
    /// The first characters of a text marker.
    static let textPrefix = "mosaic-error 1: "

    /// Fails the running test with `cause` and returns a text marker holding it (on one line).
    static func textMarker(_ cause: String) -> String {
        report(cause)
        return textPrefix + cause.split(whereSeparator: \.isNewline).joined(separator: " ") + "\n"
    }

    /// The cause in a text marker, or nil when `text` is not one.
    static func cause(inText text: String) -> String? {
        guard text.hasPrefix(textPrefix) else { return nil }
        return String(text.dropFirst(textPrefix.count).prefix { !$0.isNewline })
    }

    /// The failure message of a comparison where either side is a marker, or nil.
    static func message(reference: String?, actual: String?) -> String? {
        if let actual { return actual }
        if let reference {
            return "The reference was recorded from a screen that could not be drawn (\(reference)). "
                + "Fix the screen, then re-record the reference."
        }
        return nil
    }

    /// Fails the running test (Swift Testing or XCTest) with `cause`.
    static func report(_ cause: String) {
        recordIssue(cause, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
}

extension SnapshotTesting.Diffing where Value == String {
    /// `diffing` that refuses error markers on either side, with their cause.
    static func refusingMarkers(_ diffing: Self) -> Self {
        .diff(toData: diffing.toData, fromData: diffing.fromData) { old, new in
            if let message = DrawingFailure.message(
                reference: DrawingFailure.cause(inText: old),
                actual: DrawingFailure.cause(inText: new))
            {
                return (message, [])
            }
            return diffing.diffV2(old, new)
        }
    }
}
