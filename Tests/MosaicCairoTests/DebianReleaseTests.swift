import XCTest

@testable import MosaicCairo

final class DebianReleaseTests: XCTestCase {
    static let bookworm = DebianRelease(
        osRelease: """
            PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"
            NAME="Debian GNU/Linux"
            VERSION_ID="12"
            VERSION_CODENAME=bookworm
            ID=debian
            """)
    static let trixie = DebianRelease(
        osRelease: """
            PRETTY_NAME="Debian GNU/Linux 13 (trixie)"
            VERSION_ID="13"
            VERSION_CODENAME=trixie
            ID=debian
            """)

    func testReadsTheFieldsOfAnOSReleaseFile() {
        XCTAssertEqual(
            Self.bookworm, DebianRelease(osRelease: "ID=debian\nVERSION_ID=\"12\"\nVERSION_CODENAME=bookworm\n"))
        XCTAssertEqual(Self.trixie.id, "debian")
        XCTAssertEqual(Self.trixie.versionID, "13")
        XCTAssertEqual(Self.trixie.codename, "trixie")
        XCTAssertEqual(DebianRelease(osRelease: "").id, "")
    }

    func testDejaVuSansMonoComesFromFontsDejaVuMonoFromDebian13AndUbuntu2404On() {
        XCTAssertEqual(Self.bookworm.dejaVuMonoPackage, "fonts-dejavu-core")
        XCTAssertEqual(Self.trixie.dejaVuMonoPackage, "fonts-dejavu-mono")
        XCTAssertEqual(
            DebianRelease(osRelease: "ID=debian\nVERSION_CODENAME=forky\n").dejaVuMonoPackage, "fonts-dejavu-mono",
            "testing has no VERSION_ID")
        XCTAssertEqual(
            DebianRelease(osRelease: "ID=ubuntu\nVERSION_ID=\"22.04\"\n").dejaVuMonoPackage, "fonts-dejavu-core")
        XCTAssertEqual(
            DebianRelease(osRelease: "ID=ubuntu\nVERSION_ID=\"24.04\"\n").dejaVuMonoPackage, "fonts-dejavu-mono")
    }

    func testEachPinnedFontNamesThePackageThatInstallsItOnTheRelease() {
        func packages(_ release: DebianRelease) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: FontEnvironment.pinnedFontFiles(on: release).map {
                    (($0.path as NSString).lastPathComponent, $0.package)
                })
        }
        let onBookworm = packages(Self.bookworm)
        let onTrixie = packages(Self.trixie)
        XCTAssertEqual(onBookworm["DejaVuSans-Oblique.ttf"], "fonts-dejavu-extra")
        XCTAssertEqual(onBookworm["DejaVuSans-BoldOblique.ttf"], "fonts-dejavu-extra")
        XCTAssertEqual(onBookworm["DejaVuSansMono.ttf"], "fonts-dejavu-core")
        XCTAssertEqual(onBookworm["DejaVuSans.ttf"], "fonts-dejavu-core")
        XCTAssertEqual(onTrixie["DejaVuSans-Oblique.ttf"], "fonts-dejavu-extra")
        XCTAssertEqual(onTrixie["DejaVuSansMono.ttf"], "fonts-dejavu-mono")
        XCTAssertEqual(onTrixie["DejaVuSansMono-Bold.ttf"], "fonts-dejavu-mono")
        XCTAssertEqual(onTrixie["DejaVuSerif-Bold.ttf"], "fonts-dejavu-core")
        XCTAssertEqual(onTrixie["Inter-Regular.otf"], "fonts-inter")
        XCTAssertEqual(onTrixie["NotoColorEmoji.ttf"], "fonts-noto-color-emoji")
    }
}
