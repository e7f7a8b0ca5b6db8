/// A self-contained HTML page: the one skeleton the gallery and the snapshot report share
/// (UTF-8, a viewport for phones, inline style and script, so it needs no network).
struct HTMLPage {
    var title: String
    var css: String
    var body: String
    var script: String?

    /// The page's text.
    var html: String {
        let scriptElement = script.map { "<script>\n\($0)\n</script>\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.xmlEscaped)</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            \(body)\(scriptElement)</body>
            </html>

            """
    }
}
