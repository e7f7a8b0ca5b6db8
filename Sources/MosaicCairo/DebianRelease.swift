import Foundation

/// The Debian (or Ubuntu) release a process runs on, read from `/etc/os-release`: it decides
/// which package a pinned font file comes from, so that a missing font's error names the
/// package that installs it there.
public struct DebianRelease: Hashable, Sendable {
    /// `ID` (`debian`, `ubuntu`; empty when unknown).
    public var id: String
    /// `VERSION_ID` (`12`, `13`, `24.04`; empty on testing and unstable, which have none).
    public var versionID: String
    /// `VERSION_CODENAME` (`bookworm`, `trixie`, `noble`).
    public var codename: String

    /// Reads the fields from the text of an os-release file (`KEY=value` or `KEY="value"` lines).
    public init(osRelease text: String) {
        var fields: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            fields[String(line[..<equals])] = value
        }
        id = fields["ID"] ?? ""
        versionID = fields["VERSION_ID"] ?? ""
        codename = fields["VERSION_CODENAME"] ?? ""
    }

    /// The running system's release (empty fields when `/etc/os-release` cannot be read).
    public static let current = DebianRelease(
        osRelease: (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))
            ?? (try? String(contentsOfFile: "/usr/lib/os-release", encoding: .utf8)) ?? "")

    /// Whether DejaVu Sans Mono comes in its own package, `fonts-dejavu-mono`: from Debian 13
    /// (trixie, and testing and unstable after it) and Ubuntu 24.04 on; before, in `fonts-dejavu-core`.
    public var splitsDejaVuMono: Bool {
        let major = Double(versionID) ?? 0
        switch id {
        case "debian": return versionID.isEmpty || major >= 13
        case "ubuntu": return major >= 24.04
        default: return !["bullseye", "bookworm", "focal", "jammy"].contains(codename)
        }
    }

    /// The package that installs DejaVu Sans Mono on this release.
    public var dejaVuMonoPackage: String { splitsDejaVuMono ? "fonts-dejavu-mono" : "fonts-dejavu-core" }
}
