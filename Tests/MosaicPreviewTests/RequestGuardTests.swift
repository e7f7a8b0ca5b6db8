import XCTest

@testable import MosaicPreview

final class RequestGuardTests: XCTestCase {
    private let loopback = RequestGuard(address: "127.0.0.1", port: 8765)

    func testTheServersOwnAddressAndLocalhostAreAnswered() {
        XCTAssertNil(loopback.refusal(host: "127.0.0.1:8765", origin: nil))
        XCTAssertNil(loopback.refusal(host: "localhost:8765", origin: "http://localhost:8765"))
        XCTAssertNil(loopback.refusal(host: "LOCALHOST:8765", origin: "http://127.0.0.1:8765"))
        XCTAssertNil(loopback.refusal(host: "[::1]:8765", origin: nil))
    }

    func testAnotherHostNameIsRefusedAsDNSRebindingWouldSendIt() {
        XCTAssertNotNil(loopback.refusal(host: "attacker.example:8765", origin: nil))
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1.attacker.example:8765", origin: nil))
        XCTAssertNotNil(loopback.refusal(host: nil, origin: nil), "a request without Host")
    }

    func testAnotherPortIsRefused() {
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1:80", origin: nil))
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1", origin: nil), "no port")
    }

    func testAnotherOriginIsRefused() {
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1:8765", origin: "http://attacker.example"))
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1:8765", origin: "http://attacker.example:8765"))
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1:8765", origin: "null"), "a sandboxed frame or a file")
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1:8765", origin: "https://127.0.0.1:8765"))
        XCTAssertNotNil(loopback.refusal(host: "127.0.0.1:8765", origin: "http://127.0.0.1:9999"))
    }

    func testAServerOnAnotherAddressAnswersToIt() {
        let lan = RequestGuard(address: "0.0.0.0", port: 8000)
        XCTAssertNil(lan.refusal(host: "192.168.1.20:8000", origin: "http://192.168.1.20:8000"))
        XCTAssertNotNil(lan.refusal(host: "printer.local:8000", origin: nil))
        let named = RequestGuard(address: "studio.local", port: 8000)
        XCTAssertNil(named.refusal(host: "studio.local:8000", origin: nil))
    }

    func testNumericAddresses() {
        XCTAssertTrue(RequestGuard.isNumericAddress("10.0.0.1"))
        XCTAssertTrue(RequestGuard.isNumericAddress("fe80::1"))
        XCTAssertFalse(RequestGuard.isNumericAddress("10.0.0.1.example"))
        XCTAssertFalse(RequestGuard.isNumericAddress("256.0.0.1"))
        XCTAssertFalse(RequestGuard.isNumericAddress("cafe"))
    }
}
