import Foundation
@testable import MosaicCairo

/// A fresh empty directory under the system temporary directory.
func makeTemporaryDirectory(_ name: String = #function) throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mosaic-cairo-tests-\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Alpha of a Cairo pixel word.
func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }
