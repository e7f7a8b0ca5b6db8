import Foundation
import MosaicCairo
import MosaicFrames
import MosaicRender

/// The self-contained HTML report of a `mosaic snapshot` run: `index.html` with its style and
/// script inline (no network), the images in `images/` beside it.
///
/// A summary counts passed, changed, new and failed cases and lists the orphaned references.
/// Each changed case shows the reference, the actual and the diff image side by side, a
/// comparison that flips or slides between reference and actual, and its element changes in
/// words. Changed elements are outlined on the images from their frames: on the reference
/// where they were (red), on the actual where they are (blue; green when new). A case whose
/// pixels differ while every frame stayed put is marked a drawing change (colour, text, font).
struct SnapshotReport {
    var summary: SnapshotSummary
    var title: String

    /// Writes `index.html` into `folder` atomically (the images are already there).
    func write(to folder: URL) throws {
        try AtomicFile.write(Data(html.utf8), to: folder.appendingPathComponent("index.html"))
    }

    var html: String {
        var body = "<header><h1>\(title.xmlEscaped)</h1>\n"
        body += "<ul class=\"counts\">"
        for status in SnapshotResult.Status.allCases {
            body +=
                "<li class=\"\(status.rawValue)\"><b data-count=\"\(status.rawValue)\">\(summary.count(status))</b> \(status.rawValue)</li>"
        }
        body += "<li class=\"missing\"><b data-count=\"orphaned\">\(summary.orphans.count)</b> orphaned</li></ul>\n"
        if summary.recorded > 0 { body += "<p>\(summary.recorded) reference(s) recorded in this run.</p>\n" }
        body += "</header>\n<main>\n"
        let order: [SnapshotResult.Status] = [.failed, .changed, .new]
        for status in order {
            for result in summary.results where result.status == status { body += card(result) }
        }
        if !summary.orphans.isEmpty {
            body += "<section class=\"case missing\"><h2>Orphaned references</h2><ul>"
            body += summary.orphans.map { "<li>\(html($0.title)): \(html($0.explanation))</li>" }.joined()
            body += "</ul><p>mosaic snapshot --prune lists their files; --prune --yes removes them.</p></section>\n"
        }
        let passed = summary.results.filter { $0.status == .passed }
        if !passed.isEmpty {
            body += "<section class=\"case passed\"><h2>Passed</h2><p>"
            body += passed.map { "<span class=\"passed-case\">\(html($0.title))</span>" }.joined(separator: " ")
            body += "</p></section>\n"
        }
        body += "</main>\n"
        return HTMLPage(title: title, css: Self.css, body: body, script: Self.script).html
    }

    private func card(_ result: SnapshotResult) -> String {
        let id = html("\(result.fileName).\(result.variant)")
        var html =
            "<section class=\"case \(result.status.rawValue)\" id=\"\(id)\" data-status=\"\(result.status.rawValue)\">\n"
        html += "<h2>\(self.html(result.title)) <span class=\"badge\">\(result.status.rawValue)"
        html += result.recorded ? ", recorded" : ""
        html += "</span></h2>\n<p class=\"file\">\(self.html(result.file))</p>\n"
        if !result.message.isEmpty {
            let lines = result.message.split(separator: "\n").map { self.html(String($0)) }
            html += "<p class=\"message\">\(lines.joined(separator: "\n"))</p>\n"
        }
        if !result.comparison.isEmpty, result.status != .passed {
            html += "<p class=\"comparison\">Compared: \(self.html(result.comparison))</p>\n"
        }
        if !result.contentChanges.isEmpty {
            html +=
                "<ul class=\"content-changes\">\n"
                + result.contentChanges.map { "<li>\(self.html($0))</li>\n" }.joined() + "</ul>\n"
        }
        if result.isDrawingChangeOnly {
            html +=
                "<p class=\"drawing-only\">Drawing change only: the pixels differ, but no element moved or "
                + "resized (a colour, text or font change)."
                + (result.changedPixels.map { " Pixels changed on \(self.html($0.description)) (outlined)." } ?? "")
                + "</p>\n"
        }
        let changes = result.frameDiff?.changes ?? []
        let images = result.images
        if images.reference != nil || images.actual != nil {
            html += "<div class=\"images\">\n"
            if let image = images.reference {
                html += figure("Reference", image, outlines: outlines(changes, side: .reference, in: result))
            }
            if let image = images.actual {
                html += figure("Actual", image, outlines: outlines(changes, side: .actual, in: result))
            }
            if let image = images.diff {
                html += figure("Diff", image, outlines: outlines(changes, side: .both, in: result))
            }
            if let reference = images.reference, let actual = images.actual {
                html += compare(reference: reference, actual: actual)
            }
            html += "</div>\n"
        }
        if !changes.isEmpty {
            let open = (result.frameDiff?.runs.count ?? 0) <= Self.changesShownOpen ? " open" : ""
            html +=
                "<details class=\"changes\"\(open)><summary>\(changes.count) element change\(changes.count == 1 ? "" : "s")"
                + " (outlined: <span class=\"was\">where it was</span>, <span class=\"now\">where it is</span>, "
                + "<span class=\"new\">new</span>)</summary>\n<ol>\n"
            for run in result.frameDiff?.runs ?? [] {
                let change = run.changes[0]
                let kind = change.isAdded ? "added" : change.isRemoved ? "removed" : "changed"
                html += "<li class=\"\(kind)\">\(self.html(run.sentence))</li>\n"
            }
            html += "</ol></details>\n"
        }
        return html + "</section>\n"
    }

    /// Change lists up to this long are shown unfolded.
    static let changesShownOpen = 12

    private func figure(_ caption: String, _ image: SnapshotResult.ReportImage, outlines: String) -> String {
        let path = image.path.urlPathEncoded.xmlEscaped
        return "<figure class=\"\(caption.lowercased())\"><div class=\"frame\"><a href=\"\(path)\">"
            + "<img src=\"\(path)\" alt=\"\(caption)\" width=\"\(image.width)\" height=\"\(image.height)\"></a>"
            + "<svg class=\"outlines\" viewBox=\"0 0 \(image.width) \(image.height)\" preserveAspectRatio=\"none\">"
            + outlines + "</svg></div><figcaption>\(caption)</figcaption></figure>\n"
    }

    /// Reference and actual stacked: a slider uncovers the actual from the left; the button flips.
    private func compare(reference: SnapshotResult.ReportImage, actual: SnapshotResult.ReportImage) -> String {
        """
        <figure class="compare"><div class="stack" style="aspect-ratio: \(reference.width) / \(reference.height)">\
        <img class="under" src="\(reference.path.urlPathEncoded.xmlEscaped)" alt="Reference">\
        <img class="over" src="\(actual.path.urlPathEncoded.xmlEscaped)" alt="Actual" style="clip-path: inset(0 50% 0 0)"></div>\
        <figcaption><input type="range" min="0" max="100" value="50" aria-label="Slide between reference and actual"> \
        <button type="button">Flip</button> <span class="shown">left: actual, right: reference</span></figcaption></figure>

        """
    }

    private enum Side { case reference, actual, both }

    /// SVG rectangles, in image pixels, around the changed elements. Both images are taken to
    /// show the content from the same origin (the actual page's: the variant fixes the
    /// device, so the scroll position only moves when the file's canvas does).
    private func outlines(_ changes: [FrameDiff.Change], side: Side, in result: SnapshotResult) -> String {
        var shapes = ""
        func rect(_ frame: LayoutFrame, _ kind: String, _ name: String) {
            let points = [frame.x - result.origin.x, frame.y - result.origin.y, frame.width, frame.height]
            let values = points.map { FrameDump.number(($0 * result.scale * 100).rounded() / 100) }
            shapes +=
                "<rect class=\"\(kind)\" x=\"\(values[0])\" y=\"\(values[1])\" width=\"\(values[2])\" "
                + "height=\"\(values[3])\" data-element=\"\(html(name))\"><title>\(html(name))</title></rect>"
        }
        for change in changes {
            if side != .actual, let old = change.reference { rect(old, "was", change.sentence) }
            if side != .reference, let new = change.actual {
                rect(new, change.isAdded ? "new" : "now", change.sentence)
            }
        }
        for share in result.changedPixels?.shares ?? [] {
            rect(share.element, "drawn", "\(share.element.name): \(share.pixels) pixels changed")
        }
        return shapes
    }

    /// A string from a layout file as HTML text: made visible, then escaped.
    private func html(_ text: String) -> String { text.visible.xmlEscaped }

    static let css = """
        :root { font: 14px/1.4 system-ui, sans-serif; color: #1c1c1e; background: #f2f2f7; }
        body { margin: 0 auto; padding: 24px; max-width: 1400px; }
        h1 { margin: 0 0 8px; font-size: 24px; }
        .counts { display: flex; gap: 12px; list-style: none; padding: 0; margin: 0 0 16px; }
        .counts li { background: #fff; border-radius: 8px; padding: 8px 14px; }
        .counts b { font-size: 20px; margin-right: 4px; }
        .counts .changed b, .counts .failed b { color: #c4002b; }
        .counts .new b { color: #8a5a00; }
        .counts .passed b { color: #1b7f3a; }
        .case { background: #fff; border-radius: 12px; padding: 16px 20px; margin: 16px 0; }
        .case h2 { font-size: 18px; margin: 0; }
        .badge { font-size: 12px; font-weight: 600; text-transform: uppercase; padding: 2px 8px; border-radius: 10px;
                 background: #e5e5ea; vertical-align: middle; }
        .changed .badge, .failed .badge { background: #ffd6dc; color: #9b0020; }
        .new .badge { background: #fff0c2; color: #6b4500; }
        .file { color: #6c6c70; margin: 2px 0 8px; font-family: ui-monospace, monospace; }
        .message { font-family: ui-monospace, monospace; white-space: pre-wrap; }
        .drawing-only { background: #eef4ff; border-left: 4px solid #2f6fdb; padding: 6px 10px; }
        .changes { margin-top: 12px; }
        .changes summary { cursor: pointer; font-weight: 600; }
        .changes li.added, .changes .new { color: #14a03c; } .changes li.removed, .changes .was { color: #e0002d; }
        .changes .now { color: #0a5cff; }
        .images { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { text-align: center; color: #6c6c70; margin-top: 4px; }
        .frame { position: relative; width: 260px; }
        .frame img, .stack img { display: block; width: 100%; height: auto; border: 1px solid #d1d1d6; box-sizing: border-box; }
        .outlines { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
        .outlines rect { fill: none; stroke-width: 0.8%; vector-effect: non-scaling-stroke; stroke-width: 3px; }
        .outlines .was { stroke: #e0002d; stroke-dasharray: 6 4; }
        .outlines .now { stroke: #0a5cff; }
        .outlines .new { stroke: #14a03c; }
        .outlines .drawn { stroke: #ff8c00; stroke-dasharray: 2 3; }
        .stack { position: relative; width: 260px; }
        .stack img { position: absolute; inset: 0; }
        figure.compare { width: 260px; }
        .compare input { width: 120px; vertical-align: middle; }
        .compare .shown { display: block; }
        .passed-case { display: inline-block; background: #e8f6ec; border-radius: 6px; padding: 2px 8px; margin: 2px; }
        """

    static let script = """
        document.querySelectorAll('figure.compare').forEach(function (figure) {
          var over = figure.querySelector('img.over');
          var slider = figure.querySelector('input');
          var label = figure.querySelector('.shown');
          function show(percent) {
            over.style.clipPath = 'inset(0 ' + (100 - percent) + '% 0 0)';
            label.textContent = percent >= 100 ? 'actual' : percent <= 0 ? 'reference' : 'left: actual, right: reference';
          }
          slider.addEventListener('input', function () { show(Number(slider.value)); });
          figure.querySelector('button').addEventListener('click', function () {
            slider.value = Number(slider.value) >= 50 ? 0 : 100;
            show(Number(slider.value));
          });
          figure.dataset.interactive = 'true';
        });
        """
}
