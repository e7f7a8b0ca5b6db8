import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// `mosaic preview` as a process: its first line, its exit on Ctrl-C, a port in use, the
/// requests it refuses and the paths it never serves. The page itself is tested in Chromium
/// (PreviewInChromiumTests).
final class PreviewCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try folder.write(
            """
            title: Shop
            canvas: {size: 200 x 300, scale: 1}
            sections:
              - itemCount: 4
                group: {size: 1fw x 100, subitem: {size: 0.5fw x 1fh}}

            """, to: "shop.yaml")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheFirstLineIsTheURLAndCtrlCExitsWith130() throws {
        let preview = try RunningPreview(["shop.yaml", "--port", "0"], in: folder)
        XCTAssertTrue(preview.url.hasPrefix("http://127.0.0.1:") && preview.url.hasSuffix("/"), preview.url)
        XCTAssertGreaterThan(preview.port, 0)
        let page = try rawHTTP(
            port: preview.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(preview.port)\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<title>Mosaic preview</title>"))
        XCTAssertTrue(page.head.contains("Content-Security-Policy: default-src 'none'; script-src 'self'"), page.head)
        let script = try rawHTTP(
            port: preview.port,
            "GET /preview.js HTTP/1.1\r\nHost: localhost:\(preview.port)\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(script.status, 200)
        let (status, stderr) = preview.interrupt()
        XCTAssertEqual(status, 130, stderr)
    }

    func testAPortInUseIsAClearErrorNamingIt() throws {
        let first = try RunningPreview(["shop.yaml", "--port", "0"], in: folder)
        let result = try runMosaic(["preview", "shop.yaml", "--port", "\(first.port)"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "", "no URL is printed")
        XCTAssertTrue(result.stderr.contains("mosaic: error: port \(first.port) is in use"), result.stderr)
        XCTAssertEqual(first.interrupt().status, 130)
    }

    func testAnotherAddressIsUsedOnlyWithHostAndWarns() throws {
        let preview = try RunningPreview(["shop.yaml", "--port", "0", "--host", "0.0.0.0"], in: folder)
        XCTAssertTrue(preview.url.hasPrefix("http://0.0.0.0:"), preview.url)
        let (status, stderr) = preview.interrupt()
        XCTAssertEqual(status, 130)
        XCTAssertTrue(stderr.contains("mosaic: warning: listening on 0.0.0.0: other machines"), stderr)
    }

    func testRequestsForAnotherHostOrFromAnotherOriginAreRefused() throws {
        let preview = try RunningPreview(["shop.yaml", "--port", "0"], in: folder)
        let port = preview.port
        // DNS rebinding: a page of attacker.example resolved to 127.0.0.1 sends its own name.
        var answer = try rawHTTP(
            port: port, "GET / HTTP/1.1\r\nHost: attacker.example:\(port)\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(answer.status, 403)
        answer = try rawHTTP(port: port, "GET /preview.js HTTP/1.1\r\nConnection: close\r\n\r\n")
        XCTAssertEqual(answer.status, 403, "no Host header")
        let upgrade =
            "GET /push HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        answer = try rawHTTP(port: port, upgrade + "Origin: http://attacker.example\r\n\r\n")
        XCTAssertEqual(answer.status, 403, "a WebSocket from another site")
        answer = try rawHTTP(port: port, upgrade + "Origin: http://127.0.0.1:\(port)\r\n\r\n")
        XCTAssertEqual(answer.status, 101, "the page's own WebSocket")
        XCTAssertEqual(preview.interrupt().status, 130)
    }

    func testNoPathInAURLReachesAnyOtherFile() throws {
        try folder.write("TOP-SECRET\n", to: "secret.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path,
            withDestinationPath: folder.appendingPathComponent("secret.txt").path)
        let preview = try RunningPreview(["shop.yaml", "--port", "0"], in: folder)
        let port = preview.port
        let paths = [
            "/shop.yaml", "/secret.txt", "/link", "/../secret.txt", "/../../../../etc/passwd", "/%2e%2e/secret.txt",
            "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/..%2fsecret.txt", "/picture/../secret.txt",
            "/picture/%2e%2e/secret.txt",
            "/picture/1.png/../../secret.txt", "/file/0/../../secret.txt", "//etc/passwd", "/etc/passwd",
            "\(folder.path)/secret.txt", "/preview.js/../secret.txt", "/picture/-1.png", "/picture/link",
            "/%2Fetc%2Fpasswd", "/file/../secret.txt", "/file/99", "/strip/../secret.txt",
            "/strip/%2e%2e%2fsecret.txt.png", "/strip/0000000000000000.png", "/strip/../../secret.txt.png",
            "/strip/ABCDEF0123456789.png",
            "http://127.0.0.1:\(port)/../secret.txt"
        ]
        for path in paths {
            let answer = try rawHTTP(
                port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            XCTAssertTrue([400, 404].contains(answer.status), "\(path): \(answer.status)")
            XCTAssertFalse(answer.body.contains("TOP-SECRET"), path)
            XCTAssertFalse(answer.body.contains("root:"), path)
            XCTAssertFalse(answer.body.contains("itemCount"), path)
        }
        XCTAssertEqual(preview.interrupt().status, 130)
    }
}
