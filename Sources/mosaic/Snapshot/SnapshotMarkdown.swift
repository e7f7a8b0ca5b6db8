import Foundation
import MosaicCairo

/// A markdown summary of a `mosaic snapshot` run, for a pull request comment or a CI job
/// summary: the counts, then each case that is not passed with its element changes in words
/// (the first ``sentencesShown``), then the orphaned references.
///
/// Every string from a layout file is ``String/markdownEscaped``. The text stays within
/// ``characterBudget`` (GitHub refuses a comment over 65,536 characters): the cases that do
/// not fit are counted in an "and N more" line that points to the report.
struct SnapshotMarkdown {
    var summary: SnapshotSummary
    /// The HTML report's path, when the run wrote one.
    var reportPath: String?

    static let sentencesShown = 20
    /// UTF-8 bytes, which are never fewer than characters; room is left for the last line.
    static let characterBudget = 60_000

    var text: String {
        var text = "## Mosaic snapshots: \(summary.sentence)\n\n"
        var blocks: [String] = []
        let order: [SnapshotResult.Status] = [.failed, .changed, .new]
        for status in order {
            for result in summary.results where result.status == status { blocks.append(block(result)) }
        }
        if !summary.orphans.isEmpty {
            blocks.append("### Orphaned references\n\n")
            blocks += summary.orphans.map { "- \($0.title.markdownEscaped): \($0.explanation.markdownEscaped)\n" }
        }
        var used = text.utf8.count
        for (index, block) in blocks.enumerated() {
            guard used + block.utf8.count <= Self.characterBudget else {
                let where_ =
                    reportPath.map { "the report, \($0.markdownEscaped), has them all" }
                    ?? "run with \\-\\-report DIR to see them all"
                text +=
                    "\n… and \(blocks.count - index) more (cases or orphans, cut to keep this summary short): \(where_)\\.\n"
                return text
            }
            text += block
            used += block.utf8.count
        }
        return text
    }

    private func block(_ result: SnapshotResult) -> String {
        var lines = [
            "### \(result.title.markdownEscaped): \(result.status.rawValue)\(result.recorded ? ", recorded" : "")", ""
        ]
        lines.append("File \(result.file.markdownEscaped)")
        if !result.message.isEmpty {
            lines.append("")
            lines += result.message.split(separator: "\n").map { String($0).markdownEscaped + "  " }
        }
        if !result.comparison.isEmpty {
            lines.append("")
            lines.append("Compared: \(result.comparison.markdownEscaped)")
        }
        if result.isDrawingChangeOnly {
            lines.append("")
            lines.append(
                "Drawing change only: no element moved or resized."
                    + (result.changedPixels.map { " Pixels changed on \($0.description.markdownEscaped)\\." } ?? ""))
        }
        let sentences = (result.frameDiff?.summarizedSentences ?? []) + result.contentChanges
        if !sentences.isEmpty { lines.append("") }
        lines += sentences.prefix(Self.sentencesShown).map { "- \($0.markdownEscaped)" }
        if sentences.count > Self.sentencesShown {
            lines.append("- … and \(sentences.count - Self.sentencesShown) more")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    func write(to url: URL) throws {
        try AtomicFile.write(Data(text.utf8), to: url)
    }
}
