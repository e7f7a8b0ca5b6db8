import Foundation
import MosaicFrames
import XCTest

final class DrawnContentDiffTests: XCTestCase {
    private let font = DrawnFont(family: "Inter", weight: 600, size: 17)
    private let box = PixelBox(x: 0, y: 0, width: 120, height: 60)

    private func cell(
        _ item: Int, _ marks: [DrawnMark], kind: String = "cell",
        category: LayoutFrame.Category = .cell
    ) -> DrawnElement {
        DrawnElement(
            category: category, kind: kind, section: 0, item: item, box: box, marks: marks,
            textBoxes: [PixelBox(x: 8, y: 8, width: 40, height: 14)])
    }

    private var reference: DrawnContent {
        DrawnContent(
            elements: [
                cell(
                    0,
                    [
                        DrawnMark(kind: .fill, color: "#808080FF"),
                        DrawnMark(kind: .text, color: "#FFFFFFFF", text: "Hello", font: font)
                    ]),
                cell(1, [DrawnMark(kind: .image, image: "sha256:aa")]),
                cell(
                    1,
                    [
                        DrawnMark(kind: .fill, color: "#007AFFFF"),
                        DrawnMark(kind: .text, color: "#FFFFFFFF", text: "3", font: font)
                    ],
                    kind: "badge", category: .supplementary)
            ], page: [DrawnMark(kind: .fill, color: "#FFFFFFFF")])
    }

    func testEqualContentHasNoChangesWhateverItsTextBoxes() {
        var moved = reference
        moved.elements[0].textBoxes = [PixelBox(x: 9, y: 8, width: 41, height: 15)]
        XCTAssertTrue(DrawnContentDiff(reference: reference, actual: moved).isEmpty)
    }

    func testEachKindOfChangeIsNamedInWords() {
        var actual = reference
        actual.elements[0].marks[1].text = "Hallo"
        actual.elements[1].marks[0].image = "sha256:bb"
        actual.elements[2].marks = []
        actual.page[0].color = "#FFFFFEFF"
        XCTAssertEqual(
            DrawnContentDiff(reference: reference, actual: actual).sentences,
            [
                "section 0, item 0: text \"Hello\" -> \"Hallo\"",
                "section 0, item 1: image sha256:aa -> sha256:bb",
                "section 0, item 1 badge: fill #007AFFFF no longer drawn (2 marks -> 0)",
                "the page: fill #FFFFFFFF -> #FFFFFEFF"
            ])
    }

    func testAColourOneStepOffAFontAndAnElementGoneOrNew() {
        var actual = reference
        actual.elements[0].marks[0].color = "#818080FF"
        actual.elements[0].marks[1].font = DrawnFont(family: "Inter", weight: 700, size: 17)
        actual.elements.remove(at: 1)
        actual.elements.append(cell(2, []))
        XCTAssertEqual(
            DrawnContentDiff(reference: reference, actual: actual).sentences,
            [
                "section 0, item 0: fill #808080FF -> #818080FF",
                "section 0, item 1: no longer drawn",
                "section 0, item 2: newly drawn"
            ])
    }

    func testTextIsQuotedWithControlCharactersEscaped() {
        var actual = reference
        actual.elements[0].marks[1].text = "a\"b\n\u{1B}[31m"
        XCTAssertEqual(
            DrawnContentDiff(reference: reference, actual: actual).sentences.first,
            "section 0, item 0: text \"Hello\" -> \"a\\\"b\\n\\u{1b}[31m\"")
    }

    func testTheRecordEncodesAsStableJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let mark = DrawnMark(
            kind: .text, color: "#000000FF", text: "Hi", font: DrawnFont(family: "Inter", weight: 400, size: 17.5))
        XCTAssertEqual(
            String(decoding: try encoder.encode(mark), as: UTF8.self),
            ##"{"color":"#000000FF","font":{"family":"Inter","italic":false,"size":17.5,"weight":400},"kind":"text","text":"Hi"}"##
        )
        let decoded = try JSONDecoder().decode(DrawnContent.self, from: try encoder.encode(reference))
        XCTAssertEqual(decoded, reference)
    }
}
