import Foundation

@testable import MosaicCairo

/// One folder per test process under the system temporary directory, holding every
/// ``makeTemporaryDirectory(_:)``; removed when the process exits, so test runs leave nothing.
enum ScratchFolder {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-cairo-tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: ScratchFolder.root) }
        return url
    }()
}

/// A fresh empty directory, removed with the ``ScratchFolder`` when the tests end.
func makeTemporaryDirectory(_ name: String = #function) throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = ScratchFolder.root.appendingPathComponent("\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Alpha of a Cairo pixel word.
func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }
