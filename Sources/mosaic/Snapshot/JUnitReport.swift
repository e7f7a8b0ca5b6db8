import Foundation
import MosaicCairo
import MosaicRender

/// The results as JUnit XML, the format CI systems display: one test suite, one test case per
/// file and variant (class name: the file's reference key; name: the variant). Changed and
/// new cases are failures, cases that could not be drawn are errors, recorded ones pass, and
/// orphaned references are skipped cases saying why.
///
/// Every string is made ``String/visible`` before it is escaped, so the file is well-formed
/// XML whatever a layout file holds: XML 1.0 has no way to write most control characters,
/// even as character references.
struct JUnitReport {
    var summary: SnapshotSummary

    var xml: String {
        let results = summary.results
        let failures = results.filter { $0.fails && $0.status != .failed }.count
        let errors = summary.count(.failed)
        let tests = results.count + summary.orphans.count
        let time = String(format: "%.3f", results.reduce(0) { $0 + $1.seconds })
        let counts = #"tests="\#(tests)" failures="\#(failures)" errors="\#(errors)""#
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="mosaic snapshot" \#(counts) time="\#(time)">"#,
            #"  <testsuite name="mosaic snapshot" \#(counts) skipped="\#(summary.orphans.count)" time="\#(time)">"#
        ]
        for result in results {
            let open =
                #"    <testcase classname="\#(attribute(result.fileName))" name="\#(attribute(result.variant))" "#
                + #"file="\#(attribute(result.file))" time="\#(String(format: "%.3f", result.seconds))""#
            let details =
                (result.message.split(separator: "\n").map(String.init)
                + (result.frameDiff?.summarizedSentences ?? [])).filter { !$0.isEmpty }
                .map(\.visible).joined(separator: "\n")
            if result.status == .failed {
                lines.append(open + ">")
                lines.append(
                    #"      <error message="\#(attribute(result.message))" type="failed">\#(text(details))</error>"#)
                lines.append("    </testcase>")
            } else if result.fails {
                lines.append(open + ">")
                lines.append(
                    #"      <failure message="\#(attribute(result.status.rawValue + ": " + result.message))" "#
                        + #"type="\#(result.status.rawValue)">\#(text(details))</failure>"#)
                lines.append("    </testcase>")
            } else if result.recorded {
                lines.append(open + ">")
                lines.append("      <system-out>recorded</system-out>")
                lines.append("    </testcase>")
            } else {
                lines.append(open + "/>")
            }
        }
        for orphan in summary.orphans {
            lines.append(
                #"    <testcase classname="\#(attribute(orphan.key))" name="\#(attribute(orphan.variant))" "#
                    + #"file="\#(attribute(orphan.source))" time="0.000">"#)
            lines.append(#"      <skipped message="\#(attribute("orphaned reference: " + orphan.explanation))"/>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    func write(to url: URL) throws {
        try AtomicFile.write(Data(xml.utf8), to: url)
    }

    /// Element text: each line made visible, the lines kept.
    private func text(_ value: String) -> String {
        value.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).visible.xmlEscaped }
            .joined(separator: "\n")
    }

    /// An attribute value: one line, its own line breaks as character references (a parser
    /// turns a raw one into a space).
    private func attribute(_ value: String) -> String {
        value.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).visible.xmlEscaped }
            .joined(separator: "&#10;")
    }
}
