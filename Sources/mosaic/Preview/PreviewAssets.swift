import Foundation
import MosaicPreview

/// The page's own files, served from memory: the page, its script and its style sheet.
enum PreviewAssets {
    private static let assets: [String: PreviewResponse] = [
        "/": PreviewResponse(contentType: "text/html; charset=utf-8", body: Data(PreviewPageHTML.text.utf8)),
        "/preview.js": PreviewResponse(
            contentType: "text/javascript; charset=utf-8", body: Data(PreviewPageScript.text.utf8)),
        "/preview.css": PreviewResponse(contentType: "text/css; charset=utf-8", body: Data(PreviewPageCSS.text.utf8))
    ]

    /// The asset at exactly `path`, if there is one.
    static func asset(at path: String) -> PreviewResponse? { assets[path] }
}
