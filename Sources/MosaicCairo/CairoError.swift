import CCairo

/// An error reported by Cairo (or by Mosaic's own drawing I/O), with what was being done.
///
/// `description` reads as one sentence, for example
/// `Cairo failed creating a 40000x10 image surface: invalid value (typically too big) for the size of the input (surface, pattern, etc.)`.
public struct CairoError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Cairo's numeric status code (`cairo_status_t`), or 0 for errors Cairo did not report.
    public let code: Int
    /// Cairo's own message for the status (`cairo_status_to_string`), or Mosaic's.
    public let message: String
    /// What Mosaic was doing, in words, for example `creating a 40000x10 image surface`.
    public let operation: String

    /// Makes an error with a message of Mosaic's own (no Cairo status).
    public init(operation: String, message: String) {
        self.code = 0
        self.message = message
        self.operation = operation
    }

    init(status: cairo_status_t, operation: String) {
        self.code = Int(status.rawValue)
        self.message = String(cString: cairo_status_to_string(status))
        self.operation = operation
    }

    /// The error as one sentence naming the operation and Cairo's message.
    public var description: String {
        "Cairo failed \(operation): \(message)"
    }

    /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        if status != CAIRO_STATUS_SUCCESS {
            throw CairoError(status: status, operation: operation())
        }
    }
}
