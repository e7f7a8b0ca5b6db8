import CompositionalLayout
import MosaicRender
import XCTest

@testable import MosaicSpec

/// Decodes YAML text, failing the test with every error message when it does not decode.
func decode(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutDocument {
    do {
        return try LayoutDocument(yaml: yaml, file: "test.yaml")
    } catch let errors as SpecErrors {
        XCTFail("decoding failed:\n\(errors)", file: file, line: line)
        throw errors
    }
}

/// The errors decoding YAML text reports (none when it decodes).
func errors(_ yaml: String, baseDirectory: URL? = nil) -> [SpecError] {
    do {
        _ = try LayoutDocument(yaml: yaml, file: "test.yaml", baseDirectory: baseDirectory)
        return []
    } catch let errors as SpecErrors {
        return errors.errors
    } catch {
        return [SpecError(file: "?", line: 0, column: 0, message: "unexpected \(error)")]
    }
}

/// The frame queries below, for a collection view and for a scene's layout host alike.
protocol FrameQueries {
    var collectionViewLayout: UICollectionViewLayout { get }
}

extension UICollectionView: FrameQueries {}

extension CollectionLayoutHost: FrameQueries {
    var collectionViewLayout: UICollectionViewLayout { layout }
}

extension FrameQueries {
    /// The frame of the cell at (section, item).
    func cellFrame(_ section: Int, _ item: Int) -> CGRect? {
        collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func supplementaryFrame(_ kind: String, _ section: Int, _ item: Int = 0) -> CGRect? {
        collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }
}

/// The folder holding the repository's Samples/ and Schema/.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
