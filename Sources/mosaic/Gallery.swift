import Foundation
import MosaicCairo
import MosaicRender

/// An HTML page showing rendered layouts: each with its name, its images and a link to
/// its source file. Every link is relative to the page, so the folder can be moved,
/// published or opened from disk.
///
/// Besides the images a render wrote, an entry shows its variants already in the same
/// folder: `<name>-<variant>.<format>` (e.g. `app-store-filmstrip.png` from a run with
/// `--orthogonal filmstrip --suffix -filmstrip`), unless that is another entry's name.
/// Manifests (``Manifest``) add entries rendered by other programs, such as the Swift samples.
struct Gallery {
    /// One sample on the page.
    struct Entry {
        var name: String
        var title: String
        var source: URL?
        /// PNG images first (shown), then the rest (linked).
        var images: [Image]
        var failed = false
    }

    /// One image of an entry.
    struct Image {
        var url: URL
        /// What distinguishes it from the entry's main image ("filmstrip", "SVG"), empty for the main one.
        var caption: String
    }

    /// A list of entries written by another program, in JSON; its paths are relative to the manifest.
    ///
    /// ```json
    /// {"title": "Swift layouts", "entries": [
    ///   {"name": "app-store", "title": "App Store", "source": "../../Samples/SwiftLayouts/AppStore.swift",
    ///    "images": ["app-store.png"]}]}
    /// ```
    struct Manifest: Codable {
        struct Entry: Codable {
            var name: String
            var title: String?
            var source: String?
            var images: [String]
            var description: String?
        }
        var title: String?
        var entries: [Entry]
    }

    let title: String
    let pageURL: URL
    let entries: [Entry]
    let extraSections: [(title: String, entries: [Entry])]

    init(title: String, pageURL: URL, outcomes: [RenderCommand.Outcome], manifests: [URL]) throws {
        self.title = title
        self.pageURL = pageURL.standardizedFileURL
        let names = Set(outcomes.map { $0.job.name })
        entries = Self.byFile(outcomes).map { outcomes in
            let outcome = outcomes[0]
            // A file rendered in several variants shows each captioned with its variant's name.
            var images = outcomes.flatMap { outcome in
                outcome.written.map { Image(url: $0.url, caption: outcomes.count > 1 ? outcome.job.variant.name : "") }
            }
            let folders = Set(
                outcomes.flatMap { $0.job.outputs.map { $0.url.deletingLastPathComponent().standardizedFileURL.path } })
            for folder in folders.sorted() {
                images += Self.variants(of: outcome.job.name, in: folder, excluding: names)
                    .filter { variant in
                        !images.contains { $0.url.standardizedFileURL == variant.url.standardizedFileURL }
                    }
            }
            return Entry(
                name: outcome.job.name, title: outcome.title ?? outcome.job.name,
                source: URL(fileURLWithPath: outcome.job.input), images: images,
                failed: outcomes.contains { !$0.succeeded })
        }
        extraSections = try manifests.map { url in
            let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
            let base = url.deletingLastPathComponent()
            let entries = manifest.entries.map { entry in
                Entry(
                    name: entry.name, title: entry.title ?? entry.name,
                    source: entry.source.map { base.appendingPathComponent($0) },
                    images: entry.images.map { image in
                        // `adaptive-grid-ipad.png` in the entry `adaptive-grid` is captioned "ipad".
                        let stem = ((image as NSString).lastPathComponent as NSString).deletingPathExtension
                        let caption =
                            stem.hasPrefix(entry.name + "-") ? String(stem.dropFirst(entry.name.count + 1)) : ""
                        return Image(url: base.appendingPathComponent(image), caption: caption)
                    })
            }
            return (manifest.title ?? url.deletingPathExtension().lastPathComponent, entries)
        }
    }

    /// The outcomes grouped by input file, in the order the files were given.
    static func byFile(_ outcomes: [RenderCommand.Outcome]) -> [[RenderCommand.Outcome]] {
        var order: [String] = []
        var groups: [String: [RenderCommand.Outcome]] = [:]
        for outcome in outcomes {
            if groups[outcome.job.input] == nil { order.append(outcome.job.input) }
            groups[outcome.job.input, default: []].append(outcome)
        }
        return order.map { groups[$0]! }
    }

    /// `<name>-<variant>.<format>` files in `folder`, where `<name>-<variant>` is not one of `names`.
    static func variants(of name: String, in folder: String, excluding names: Set<String>) -> [Image] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.sorted().compactMap { file in
            let stem = (file as NSString).deletingPathExtension
            let format = (file as NSString).pathExtension.lowercased()
            guard OutputFormat(rawValue: format) != nil, stem.hasPrefix(name + "-"), !names.contains(stem) else {
                return nil
            }
            return Image(
                url: URL(fileURLWithPath: folder).appendingPathComponent(file),
                caption: String(stem.dropFirst(name.count + 1)))
        }
    }

    /// Writes the page atomically.
    func write() throws {
        try AtomicFile.write(Array(html.utf8), to: pageURL)
    }

    var html: String {
        var body = ""
        body += "<header><h1>\(title.xmlEscaped)</h1>\n"
        let count = entries.count + extraSections.reduce(0) { $0 + $1.entries.count }
        body += "<p>\(count) layouts, rendered by <code>mosaic</code>. Each links to its source.</p></header>\n"
        body += section(title: nil, entries: entries)
        for extra in extraSections { body += section(title: extra.title, entries: extra.entries) }
        return HTMLPage(title: title, css: Self.css, body: body).html
    }

    private func section(title: String?, entries: [Entry]) -> String {
        guard !entries.isEmpty else { return "" }
        var html = title.map { "<h2>\($0.xmlEscaped)</h2>\n" } ?? ""
        html += "<main>\n"
        for entry in entries { html += card(entry) }
        html += "</main>\n"
        return html
    }

    private func card(_ entry: Entry) -> String {
        let wide = entry.images.contains { !$0.caption.isEmpty && $0.url.pathExtension.lowercased() == "png" }
        var html = "<article id=\"\(entry.name.xmlEscaped)\"\(wide ? " class=\"wide\"" : "")>\n"
        html += "<h3>\(entry.title.xmlEscaped)</h3>\n"
        if let source = entry.source {
            html +=
                "<p class=\"source\"><a href=\"\(relative(source).xmlEscaped)\">\(source.lastPathComponent.xmlEscaped)</a></p>\n"
        }
        if entry.failed { html += "<p class=\"failed\">This file did not render; run mosaic check on it.</p>\n" }
        let shown = entry.images.filter { $0.url.pathExtension.lowercased() == "png" }
        let linked = entry.images.filter { $0.url.pathExtension.lowercased() != "png" }
        if !shown.isEmpty {
            html += "<div class=\"shots\">\n"
            for image in shown {
                let link = relative(image.url).xmlEscaped
                let alt = (entry.title + (image.caption.isEmpty ? "" : " (\(image.caption))")).xmlEscaped
                // A strip much wider than tall (a filmstrip) takes the card's whole width, so it
                // is large enough to read; other images share the grid.
                let strip = Self.pixelSize(ofPNG: image.url).map { $0.width > 2 * $0.height } ?? false
                let classes = (image.caption.isEmpty ? [] : ["variant"]) + (strip ? ["strip"] : [])
                let variant = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                html +=
                    "<figure\(variant)><a href=\"\(link)\"><img src=\"\(link)\" alt=\"\(alt)\" loading=\"lazy\"></a>"
                if !image.caption.isEmpty { html += "<figcaption>\(image.caption.xmlEscaped)</figcaption>" }
                html += "</figure>\n"
            }
            html += "</div>\n"
        }
        if !linked.isEmpty {
            let links = linked.map { image in
                let label = image.url.pathExtension.uppercased() + (image.caption.isEmpty ? "" : " (\(image.caption))")
                return "<a href=\"\(relative(image.url).xmlEscaped)\">\(label.xmlEscaped)</a>"
            }
            html += "<p class=\"formats\">\(links.joined(separator: " · "))</p>\n"
        }
        html += "</article>\n"
        return html
    }

    /// The width and height in the IHDR chunk of the PNG file at `url` (bytes 16–23), `nil`
    /// when it cannot be read or is not a PNG.
    static func pixelSize(ofPNG url: URL) -> (width: Int, height: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24,
            Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        else { return nil }
        let bytes = Array(data)
        func int(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(at: 16), int(at: 20))
    }

    /// `url` relative to the page's folder, with `/` separators and `..` where needed.
    func relative(_ url: URL) -> String {
        Self.relativePath(from: pageURL.deletingLastPathComponent(), to: url)
    }

    static func relativePath(from folder: URL, to url: URL) -> String {
        let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to =
            url.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath().pathComponents
            + [url.lastPathComponent]
        var common = 0
        while common < min(from.count, to.count - 1), from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let path = (ups + to[common...]).joined(separator: "/")
        return path.split(separator: "/").map { component in
            String(component).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String(component)
        }.joined(separator: "/")
    }

    /// Every image is shown whole (scaled down to fit its cell's width and at most 960 px
    /// tall, never cropped or scrolled); a sample's variants (dark, iPad, anatomy, filmstrip)
    /// sit in a grid beside it, and a card with variants spans the whole row.
    static let css = """
        :root { color-scheme: light dark; --fg: #1c1c1e; --muted: #6e6e73; --card: #f2f2f7; --line: #d1d1d6; --link: #0a66d8; }
        @media (prefers-color-scheme: dark) {
          :root { --fg: #f2f2f7; --muted: #98989f; --card: #1c1c1e; --line: #38383a; --link: #4c9cff; }
          body { background: #000; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 1280px; padding: 32px 24px 64px; color: var(--fg);
               font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Inter, Roboto, sans-serif; }
        header h1 { margin: 0 0 4px; font-size: 28px; }
        header p, .source, .formats, figcaption { color: var(--muted); }
        h2 { margin: 40px 0 0; font-size: 22px; }
        a { color: var(--link); text-decoration: none; }
        a:hover { text-decoration: underline; }
        main { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 20px; margin-top: 20px; }
        article { background: var(--card); border-radius: 14px; padding: 14px; }
        article h3 { margin: 0; font-size: 17px; }
        .source, .formats { margin: 2px 0 10px; font-size: 13px; }
        .failed { color: #d70015; font-size: 13px; }
        .shots { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px;
                 align-items: start; }
        figure { margin: 0; min-width: 0; }
        figure a { display: block; border-radius: 8px; border: 1px solid var(--line); overflow: hidden; width: fit-content;
                   max-width: 100%; }
        figure img { display: block; max-width: 100%; max-height: 960px; width: auto; height: auto; }
        figcaption { font-size: 12px; margin-top: 4px; }
        article.wide { grid-column: 1 / -1; }
        .shots figure.strip { grid-column: 1 / -1; }
        """
}
