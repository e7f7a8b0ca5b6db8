import Foundation

/// A problem the engine found in a layout definition and how it handled it.
///
/// Bad input never crashes or hangs the engine: a negative, NaN or infinite
/// number is treated as 0, a group that can never be filled holds what fits
/// (at least one subitem), a `count` of zero makes an empty group, and a section
/// provider returning `nil` gives an empty section. Each such case is recorded
/// here, once, so tools can report it.
public struct LayoutDiagnostic: Equatable, CustomStringConvertible, Sendable {
    /// The section the problem is in, if it belongs to one.
    public let section: Int?
    /// What was wrong and what the engine did instead.
    public let message: String

    public init(section: Int?, message: String) {
        self.section = section
        self.message = message
    }

    public var description: String {
        section.map { "section \($0): \(message)" } ?? message
    }
}

/// Collects diagnostics during one solve, without duplicates.
final class DiagnosticLog {
    private(set) var entries: [LayoutDiagnostic] = []
    private var seen: Set<String> = []
    var section: Int?

    func report(_ message: String) {
        let entry = LayoutDiagnostic(section: section, message: message)
        if seen.insert(entry.description).inserted { entries.append(entry) }
    }

    /// `value` if it is a finite, non-negative number; otherwise 0, reported.
    func sanitized(_ value: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        report("\(what()) is \(value); using 0")
        return 0
    }

    /// Insets with every bad edge replaced by 0, reported.
    func sanitized(_ insets: NSDirectionalEdgeInsets, _ what: @autoclosure () -> String) -> NSDirectionalEdgeInsets {
        func valid(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
        // The common case names nothing: building the name costs more than the check.
        if valid(insets.top), valid(insets.leading), valid(insets.bottom), valid(insets.trailing) { return insets }
        let name = what()
        return NSDirectionalEdgeInsets(
            top: sanitized(insets.top, "\(name).top"),
            leading: sanitized(insets.leading, "\(name).leading"),
            bottom: sanitized(insets.bottom, "\(name).bottom"),
            trailing: sanitized(insets.trailing, "\(name).trailing"))
    }
}
