import CompositionalLayout
import Foundation

/// Builds a list section from a ``ListSpec`` with UIKit's API:
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
enum ListSectionBuilder {
    static func configuration(for list: ListSpec) -> UICollectionLayoutListConfiguration {
        let appearance: UICollectionLayoutListConfiguration.Appearance
        switch list.appearance {
        case .plain: appearance = .plain
        case .grouped: appearance = .grouped
        case .insetGrouped: appearance = .insetGrouped
        case .sidebar: appearance = .sidebar
        case .sidebarPlain: appearance = .sidebarPlain
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        switch list.headerMode {
        case .none: configuration.headerMode = .none
        case .supplementary: configuration.headerMode = .supplementary
        case .firstItemInSection: configuration.headerMode = .firstItemInSection
        }
        switch list.footerMode {
        case .none: configuration.footerMode = .none
        case .supplementary: configuration.footerMode = .supplementary
        }
        configuration.showsSeparators = list.showsSeparators
        configuration.headerTopPadding = list.headerTopPadding
        configuration.backgroundColor = list.backgroundColor?.uiColor
        return configuration
    }

    static func section(for list: ListSpec, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    {
        NSCollectionLayoutSection.list(using: configuration(for: list), layoutEnvironment: environment)
    }
}
