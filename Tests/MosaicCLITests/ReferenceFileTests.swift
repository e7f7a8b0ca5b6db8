import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// `mosaic snapshot`'s reference as one unit: one PNG carrying its record and the visible
/// elements' frames, a frames copy beside it that must agree, every kind of damage named on
/// verify and repaired by every record mode, 0.1.0's three-file references still verifying,
/// stale temporaries cleaned, and recorders interrupted or racing never leaving a mixed reference.
final class ReferenceFileTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(for: self)
        try folder.write(SnapshotCommandTests.layout(), to: "rows.yaml")
    }

    private func snapshot(_ arguments: [String]) throws -> RunResult {
        try runMosaic(["snapshot", "rows.yaml", "--references", "refs"] + arguments, in: folder)
    }

    private var png: URL { folder.appendingPathComponent("refs/rows/default.png") }
    private var framesCopy: URL { folder.appendingPathComponent("refs/rows/default.frames.txt") }

    func testAReferenceIsOnePNGWithItsRecordFramesAndAFramesCopy() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        XCTAssertEqual(folder.appendingPathComponent("refs/rows").fileNames, ["default.frames.txt", "default.png"])
        let chunks = PNGChunks(png.bytes)
        let record = try XCTUnwrap(chunks.text("mosaic-pixels"))
        for field in [
            #""reference":2"#, #""mosaic":"0.1.0""#, #""source":"rows.yaml""#, #""variant":"default""#,
            #""width":200"#, #""height":240"#, #""format":"rgb24""#, #""pango":"#,
            #"{"file":"Inter-Regular.otf","sha256":""#
        ] {
            XCTAssertTrue(record.contains(field), "\(field) in \(record)")
        }
        // The header and three 50-point rows below it, as in the frames copy.
        let frames = try XCTUnwrap(chunks.text("mosaic-frames"))
        XCTAssertEqual(
            frames,
            """
            mosaic-frames 1: category kind section item x y width height zIndex
            cell cell 0 0 0 30 200 50 0
            cell cell 0 1 0 80 200 50 0
            cell cell 0 2 0 130 200 50 0
            supplementary UICollectionElementKindSectionHeader 0 0 0 0 200 30 1

            """)
        XCTAssertEqual(String(decoding: framesCopy.bytes, as: UTF8.self), frames)
        let version = try runMosaic(["--version"], in: folder)
        XCTAssertEqual(version.stdout, "0.1.0\n")
    }

    /// A 240-point screen of 1,000 rows 50 points tall below a 30-point header: the header
    /// and rows 0-4 (row 4 spans y 230-280, partly on screen) are drawn; the others are not recorded.
    func testOnlyTheVisibleElementsAreRecorded() throws {
        try folder.write(
            SnapshotCommandTests.layout().replacingOccurrences(of: "itemCount: 3", with: "itemCount: 1000"),
            to: "rows.yaml")
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        let lines = String(decoding: framesCopy.bytes, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(
            lines.dropFirst().map { $0.split(separator: " ").prefix(4).joined(separator: " ") },
            [
                "cell cell 0 0", "cell cell 0 1", "cell cell 0 2", "cell cell 0 3", "cell cell 0 4",
                "supplementary UICollectionElementKindSectionHeader 0 0"
            ])
        XCTAssertLessThan(png.bytes.count, 20_000)
        XCTAssertEqual(try snapshot([]).status, 0)
    }

    /// A full page of 1,001 rows 40 points tall at 1x, 20 points wide, is 40,040 pixels, past Cairo's 32,767: it
    /// is drawn in strips, recorded, verified, and a changed row past the first strip fails.
    func testAFullPageTallerThanACairoSurfaceIsRecordedAndVerified() throws {
        func page(lastColor: String) -> String {
            """
            canvas: {size: 20 x 200, scale: 1, fullPage: true}
            sections:
              - itemCount: 1000
                group: {size: 1fw x 40, subitem: {size: 1fw x 1fh}}
                content:
                  - {color: blue}
              - itemCount: 1
                group: {size: 1fw x 40, subitem: {size: 1fw x 1fh}}
                content:
                  - {color: \(lastColor)}

            """
        }
        try folder.write(page(lastColor: "green"), to: "rows.yaml")
        let recorded = try snapshot(["--record"])
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertEqual(pngSize(png.bytes)?.height, 40_040)
        XCTAssertEqual(try snapshot([]).status, 0)
        try folder.write(page(lastColor: "red"), to: "rows.yaml")
        let changed = try snapshot([])
        XCTAssertEqual(changed.status, 1, changed.stderr)
        XCTAssertTrue(changed.stderr.contains("drawing change only"), changed.stderr)
    }

    // MARK: damage

    /// Each kind of damage fails the verify naming it; each record mode repairs it.
    func testEveryDamageIsNamedAndEveryRecordModeRepairsIt() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        let good = png.bytes
        let goodFrames = framesCopy.bytes
        let record = try XCTUnwrap(PNGChunks(good).text("mosaic-pixels"))
        let damages: [(String, () throws -> Void, String)] = [
            ("empty", { try Data().write(to: self.png) }, "the file is empty (0 bytes)"),
            ("truncated", { try Data(good.prefix(good.count / 2)).write(to: self.png) }, "the PNG is cut short"),
            (
                "flipped",
                {
                    var bytes = good
                    let idat = try XCTUnwrap(PNGChunks(good).offset(of: "IDAT"))
                    bytes[idat + 20] ^= 0x55
                    try Data(bytes).write(to: self.png)
                }, "the PNG's IDAT chunk at byte"
            ),
            (
                "rehashed",
                {
                    let hash = try XCTUnwrap(record.range(of: #""hash":""#)).upperBound
                    let tampered = record.replacingCharacters(in: hash..<record.index(hash, offsetBy: 4), with: "0000")
                    try Data(PNGChunks(good).replacingText("mosaic-pixels", with: tampered)).write(to: self.png)
                }, "its pixels do not hash to the recorded"
            ),
            (
                "resized",
                {
                    let tampered = record.replacingOccurrences(of: #""width":200"#, with: #""width":201"#)
                    try Data(PNGChunks(good).replacingText("mosaic-pixels", with: tampered)).write(to: self.png)
                }, "its image is 200x240 pixels, but the record says 201x240"
            ),
            (
                "other picture",
                {
                    // A whole, valid PNG, but not one Mosaic recorded.
                    try Data(PNGChunks(good).removingText()).write(to: self.png)
                }, "the PNG has no Mosaic record"
            ),
            (
                "frames copy",
                {
                    try Data(
                        String(decoding: goodFrames, as: UTF8.self).replacingOccurrences(of: " 130 ", with: " 131 ")
                            .utf8
                    )
                    .write(to: self.framesCopy)
                }, "the frames copy \(framesCopy.path) differs from the frames inside the PNG"
            )
        ]
        for mode in ["--record-failed", "--record-missing", "--record"] {
            for (name, damage, words) in damages {
                try damage()
                let verified = try snapshot([])
                XCTAssertEqual(verified.status, 1, "\(name): \(verified.stderr)")
                XCTAssertTrue(
                    verified.stderr.contains("the reference \(png.path) is damaged: \(words)"),
                    "\(name): \(verified.stderr)")
                let repaired = try snapshot([mode])
                XCTAssertEqual(repaired.status, 0, "\(name), \(mode): \(repaired.stderr)")
                XCTAssertEqual(png.bytes, good, "\(name), \(mode)")
                XCTAssertEqual(framesCopy.bytes, goodFrames, "\(name), \(mode)")
                XCTAssertEqual(try snapshot([]).status, 0, "\(name), \(mode)")
            }
        }
    }

    // MARK: 0.1.0's references

    /// References recorded by Mosaic 0.1.0 (PNG, `.json` with the hash, `.frames.json` with
    /// every frame; Tests/Fixtures/legacy-reference) verify, are checked against their PNG,
    /// and are replaced by the one-file form when recorded.
    func testReferencesOfMosaic010StillVerify() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/legacy-reference")
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: fixture, to: folder)
        let verified = try snapshot([])
        XCTAssertEqual(verified.status, 0, verified.stderr)
        XCTAssertTrue(verified.stderr.contains("rows [default]: passed"), verified.stderr)

        // A changed layout still shows as moved elements against the old frames.
        try folder.write(SnapshotCommandTests.layout(rowHeight: 58), to: "rows.yaml")
        let changed = try snapshot([])
        XCTAssertTrue(changed.stderr.contains("section 0, item 1: moved 8 pt down (y 80 -> 88)"), changed.stderr)
        try folder.write(SnapshotCommandTests.layout(), to: "rows.yaml")

        // Its PNG is checked against its hash too.
        let original = png.bytes
        var bytes = original
        bytes.removeLast(40)
        try Data(bytes).write(to: png)
        XCTAssertTrue(try snapshot([]).stderr.contains("is damaged: the PNG is cut short"))
        try Data(original).write(to: png)

        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        XCTAssertEqual(folder.appendingPathComponent("refs/rows").fileNames, ["default.frames.txt", "default.png"])
        XCTAssertEqual(try snapshot([]).status, 0)
    }

    // MARK: temporaries, interruptions, races

    /// Mosaic's own temporaries inside the references folder go when their process is dead or
    /// they are over an hour old; a running process's young temporary, other files, and
    /// temporaries outside the references folder stay.
    func testStaleTemporariesInTheReferencesFolderAreRemoved() throws {
        XCTAssertEqual(try snapshot(["--record"]).status, 0)
        let references = folder.appendingPathComponent("refs/rows")
        let alive = getpid()
        let dead = ".default.png.mosaic-2147483000-1a2b.tmp"
        let old = ".default.png.mosaic-\(alive)-3c4d.tmp"
        let young = ".default.png.mosaic-\(alive)-5e6f.tmp"
        for name in [dead, old, young, "notes.tmp", ".default.png.other-1-1.tmp"] {
            try references.write("partial", to: name)
        }
        try folder.write("partial", to: dead)
        let twoHoursAgo = Date().addingTimeInterval(-7200)
        try FileManager.default.setAttributes(
            [.modificationDate: twoHoursAgo],
            ofItemAtPath: references.appendingPathComponent(old).path)
        XCTAssertEqual(try snapshot([]).status, 0)
        XCTAssertEqual(
            references.fileNames,
            [
                ".default.png.mosaic-\(alive)-5e6f.tmp", ".default.png.other-1-1.tmp",
                "default.frames.txt", "default.png", "notes.tmp"
            ])
        XCTAssertTrue(folder.fileNames.contains(dead))
    }

    /// `--record` of 12 files killed (SIGKILL, no clean-up) or interrupted (SIGTERM) at
    /// random moments. The PNG is replaced by one rename, so every reference left is whole:
    /// this trial's, the last trial's (changed) or absent (new). SIGTERM comes between two
    /// recordings, never between a PNG and its frames copy; SIGKILL can land between those two
    /// renames, and then the verify fails naming the frames copy (and a record mode repairs
    /// it): it never passes with a copy of another recording.
    func testAnInterruptedRecordingNeverLeavesAMixedReference() throws {
        let names = (0..<12).map { "rows\($0).yaml" }
        var generator = SystemRandomNumberGenerator()
        var interrupted = 0
        for trial in 0..<10 {
            for name in names {
                try folder.write(SnapshotCommandTests.layout(rowHeight: 40 + trial * 2), to: name)
            }
            let signal = trial % 2 == 0 ? SIGKILL : SIGTERM
            let process = Process()
            process.executableURL = try XCTUnwrap(MosaicExecutable.url)
            process.arguments = ["snapshot"] + names + ["--references", "refs", "--record", "-q", "--jobs", "2"]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 100_000...900_000, using: &generator))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 { interrupted += 1 }
            let verified = try runMosaic(["snapshot"] + names + ["--references", "refs"], in: folder)
            let damaged = verified.stderr.split(separator: "\n").filter { $0.contains("is damaged") }
            if signal == SIGTERM {
                XCTAssertEqual(damaged, [], "trial \(trial)")
            }
            for line in damaged {
                XCTAssertTrue(line.contains("differs from the frames inside the PNG"), "trial \(trial): \(line)")
            }
            XCTAssertFalse(
                verified.stderr.contains("cut short") || verified.stderr.contains("do not hash"),
                "trial \(trial): \(verified.stderr)")
            if !damaged.isEmpty {
                XCTAssertEqual(
                    try runMosaic(
                        ["snapshot"] + names + ["--references", "refs", "--record-failed"],
                        in: folder
                    ).status, 0)
            }
        }
        XCTAssertGreaterThan(interrupted, 0, "no recording was interrupted; the test proved nothing")
    }

    /// Two recorders of one reference with different rows, at once, eight times: the PNG
    /// and its frames copy always come from the same recording.
    func testConcurrentRecordersNeverMixTheirReferences() throws {
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try folder.write(SnapshotCommandTests.layout(rowHeight: 50), to: "a/rows.yaml")
        try folder.write(SnapshotCommandTests.layout(rowHeight: 60), to: "b/rows.yaml")
        for trial in 0..<8 {
            let processes = try ["a", "b"].map { name in
                let process = Process()
                process.executableURL = try XCTUnwrap(MosaicExecutable.url)
                // Each from its own root: both files are key `rows`, one reference.
                process.arguments = [
                    "snapshot", "\(name)/rows.yaml", "--references", "refs", "--root", name, "--record", "-q"
                ]
                process.currentDirectoryURL = folder
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes { process.waitUntilExit() }
            let results = try ["a", "b"].map {
                try runMosaic(["snapshot", "\($0)/rows.yaml", "--references", "refs", "--root", $0], in: folder)
            }
            // One of the two recordings is the reference, whole: it passes for its own file.
            XCTAssertEqual(
                results.filter { $0.status == 0 }.count, 1,
                "trial \(trial): \(results.map(\.stderr).joined(separator: "\n"))")
            XCTAssertFalse(results.contains { $0.stderr.contains("damaged") }, "trial \(trial)")
        }
    }
}

/// The chunks of a PNG file, to read and tamper with references as a person with a hex editor would.
struct PNGChunks {
    var chunks: [(type: String, data: [UInt8])] = []
    var bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard offset + 12 + length <= bytes.count else { break }
            chunks.append(
                (
                    String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self),
                    Array(bytes[offset + 8..<offset + 8 + length])
                ))
            offset += 12 + length
        }
    }

    /// The text of the `tEXt` chunk `keyword`.
    func text(_ keyword: String) -> String? {
        for chunk in chunks where chunk.type == "tEXt" {
            let prefix = Array(keyword.utf8) + [0]
            if chunk.data.starts(with: prefix) {
                return String(decoding: chunk.data.dropFirst(prefix.count), as: UTF8.self)
            }
        }
        return nil
    }

    /// The byte offset of the first chunk of `type`.
    func offset(of type: String) -> Int? {
        var offset = 8
        for chunk in chunks {
            if chunk.type == type { return offset }
            offset += 12 + chunk.data.count
        }
        return nil
    }

    /// The file with the `tEXt` chunk `keyword` holding `text`, its CRC made right.
    func replacingText(_ keyword: String, with text: String) -> [UInt8] {
        encode(
            chunks.map { chunk in
                guard chunk.type == "tEXt", chunk.data.starts(with: Array(keyword.utf8) + [0]) else { return chunk }
                return (chunk.type, Array(keyword.utf8) + [0] + Array(text.utf8))
            })
    }

    /// The file without text chunks.
    func removingText() -> [UInt8] {
        encode(chunks.filter { $0.type != "tEXt" && $0.type != "iTXt" })
    }

    private func encode(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        var out = Array(bytes.prefix(8))
        for (type, data) in chunks {
            let body = Array(type.utf8) + data
            out += bigEndian(UInt32(data.count)) + body + bigEndian(Self.crc32(body))
        }
        return out
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
