import Foundation
import MosaicCairo
import MosaicRender

/// The results as JUnit XML, the format CI systems display: one test suite, one test case per
/// file and variant (class name: the file's name; name: the variant). Changed and new cases are
/// failures, cases that could not be drawn are errors, recorded ones pass.
struct JUnitReport {
    var summary: SnapshotSummary

    var xml: String {
        let results = summary.results
        let failures = results.filter { $0.fails && $0.status != .failed }.count
        let errors = summary.count(.failed)
        let time = String(format: "%.3f", results.reduce(0) { $0 + $1.seconds })
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="mosaic snapshot" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(time)">"#,
            #"  <testsuite name="mosaic snapshot" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(time)">"#,
        ]
        for result in results {
            let open = #"    <testcase classname="\#(escape(result.fileName))" name="\#(escape(result.variant))" "#
                + #"file="\#(escape(result.file))" time="\#(String(format: "%.3f", result.seconds))""#
            let details = ([result.message] + (result.frameDiff?.summarizedSentences ?? [])).filter { !$0.isEmpty }
                .joined(separator: "\n")
            if result.status == .failed {
                lines.append(open + ">")
                lines.append(#"      <error message="\#(escape(result.message))" type="failed">\#(escape(details))</error>"#)
                lines.append("    </testcase>")
            } else if result.fails {
                lines.append(open + ">")
                lines.append(#"      <failure message="\#(escape(result.status.rawValue + ": " + result.message))" type="\#(result.status.rawValue)">\#(escape(details))</failure>"#)
                lines.append("    </testcase>")
            } else if result.recorded {
                lines.append(open + ">")
                lines.append("      <system-out>recorded</system-out>")
                lines.append("    </testcase>")
            } else {
                lines.append(open + "/>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    func write(to url: URL) throws {
        try AtomicFile.write(Data(xml.utf8), to: url)
    }

    private func escape(_ text: String) -> String { text.xmlEscaped }
}
