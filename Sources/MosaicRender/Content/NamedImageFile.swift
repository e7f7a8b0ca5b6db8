import Foundation

/// Where `UIImage(named:)` finds a file: the name itself, or with a `.png`, `.jpg` or `.jpeg`
/// extension, relative to the current directory (as a layout file read from standard input
/// finds its images), when such a file exists. Linux has no asset catalogues.
enum NamedImageFile {
    static func path(named name: String) -> String? {
        let candidates = [name, name + ".png", name + ".jpg", name + ".jpeg"]
        let manager = FileManager.default
        for candidate in candidates {
            let url = URL(fileURLWithPath: candidate)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return url.standardizedFileURL.path
            }
        }
        return nil
    }
}
