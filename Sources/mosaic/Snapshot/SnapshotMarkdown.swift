import Foundation
import MosaicCairo

/// A markdown summary of a `mosaic snapshot` run, for a pull request comment or a CI job
/// summary: the counts, then each case that is not passed with its element changes in words
/// (the first ``sentencesShown``).
struct SnapshotMarkdown {
    var summary: SnapshotSummary

    static let sentencesShown = 20

    var text: String {
        var lines = ["## Mosaic snapshots: \(summary.sentence)", ""]
        let order: [SnapshotResult.Status] = [.failed, .changed, .new]
        for status in order {
            for result in summary.results where result.status == status {
                lines.append("### \(result.title): \(status.rawValue)\(result.recorded ? ", recorded" : "")")
                lines.append("")
                if !result.message.isEmpty { lines.append("`\(result.file)`: \(result.message)") }
                if result.isDrawingChangeOnly {
                    lines.append("")
                    lines.append("Drawing change only: no element moved or resized."
                        + (result.changedPixels.map { " Pixels changed on \($0.description)." } ?? ""))
                }
                let sentences = result.frameDiff?.summarizedSentences ?? []
                if !sentences.isEmpty { lines.append("") }
                lines += sentences.prefix(Self.sentencesShown).map { "- \($0)" }
                if sentences.count > Self.sentencesShown {
                    lines.append("- ... and \(sentences.count - Self.sentencesShown) more")
                }
                lines.append("")
            }
        }
        return lines.joined(separator: "\n")
    }

    func write(to url: URL) throws {
        try AtomicFile.write(Data(text.utf8), to: url)
    }
}
