import Foundation
import MosaicContent
import Yams

/// Decodes the canvas keys for system bars into a ``SystemChrome``:
///
/// ```yaml
/// canvas:
///   statusBar: true                       # also the default once any bar is given
///   navigationBar: {title: Library, titleDisplay: large, leading: [Edit], trailing: ["+"], search: Search,
///                   back: Settings, above: "THURSDAY 26 NOVEMBER", beside: Jane Appleseed}
///   belowNavigationBar: {segments: [Songs, Albums], selected: 0}
///   aboveTabBar: {title: Blinding Lights, subtitle: The Weeknd, buttons: ["▶", "⏭"]}
///   toolbar: [Select, "⋯"]
///   tabBar: {items: [Listen Now, {title: Library, symbol: "♪"}], selected: 1}
///   homeIndicator: true
///   # On a Mac canvas (device: mac):
///   titleBar: {title: Library, style: unified, toolbar: ["⊞", "♡"]}   # or `titleBar: Library`
///   sidebar: {items: [Library, Memories, People], selected: 0, width: 220}   # or the list alone
/// ```
struct ChromeDecoder {
    static let keys = [
        "statusBar", "navigationBar", "toolbar", "tabBar", "homeIndicator", "titleBar", "sidebar",
        "belowNavigationBar", "aboveTabBar"
    ]
    static let accessoryKeys = ["segments", "selected", "title", "subtitle", "buttons"]
    static let titleBarKeys = ["title", "style", "toolbar"]
    static let sidebarKeys = ["items", "selected", "width"]
    static let navigationKeys = ["title", "titleDisplay", "leading", "trailing", "search", "back", "above", "beside"]
    static let tabBarKeys = ["items", "selected"]
    static let tabItemKeys = ["title", "symbol"]

    let reader: Reader

    /// The chrome the canvas' fields ask for; `nil` when they name no bar.
    func chrome(_ fields: Fields) -> SystemChrome? {
        guard Self.keys.contains(where: fields.has) else { return nil }
        var chrome = SystemChrome()
        if let node = fields["statusBar"], let value = reader.bool(node, "statusBar") { chrome.statusBar = value }
        if let node = fields["homeIndicator"], let value = reader.bool(node, "homeIndicator") {
            chrome.homeIndicator = value
        }
        if let node = fields["navigationBar"] { chrome.navigationBar = navigationBar(node) }
        if let node = fields["toolbar"] { chrome.toolbarItems = strings(node, "toolbar") }
        if let node = fields["tabBar"] { chrome.tabBar = tabBar(node) }
        if let node = fields["belowNavigationBar"] { chrome.belowNavigationBar = accessory(node, "belowNavigationBar") }
        if let node = fields["aboveTabBar"] { chrome.aboveTabBar = accessory(node, "aboveTabBar") }
        if fields.has("titleBar") || fields.has("sidebar") {
            // A Mac window has no status bar or home indicator unless the file asks for them.
            if !fields.has("statusBar") { chrome.statusBar = false }
            if !fields.has("homeIndicator") { chrome.homeIndicator = false }
            var window = MacWindowChrome(title: "")
            if let node = fields["titleBar"], let bar = titleBar(node) { window = bar }
            if let node = fields["sidebar"] { window.sidebar = sidebar(node) }
            chrome.window = window
        }
        return chrome
    }

    /// `navigationBar: Title` (a large title) or `{title, titleDisplay, leading, trailing, search}`.
    private func navigationBar(_ node: Node) -> SystemChrome.NavigationBar? {
        if case .scalar = node, !Reader.isNull(node) {
            return reader.string(node, "navigationBar").map { SystemChrome.NavigationBar(title: $0) }
        }
        guard
            let fields = reader.fields(
                node, "navigationBar", keys: Self.navigationKeys,
                expected: "a title or {title, titleDisplay, leading, trailing, search}")
        else { return nil }
        var bar = SystemChrome.NavigationBar(title: "")
        if let node = fields["title"], let title = reader.string(node, "title") { bar.title = title }
        if let node = fields["titleDisplay"] {
            let options = SystemChrome.TitleDisplay.allCases.map { ($0.rawValue, $0) }
            if let value = reader.choice(node, "titleDisplay", options) { bar.titleDisplay = value }
        }
        if let node = fields["leading"], let items = strings(node, "leading") { bar.leadingItems = items }
        if let node = fields["trailing"], let items = strings(node, "trailing") { bar.trailingItems = items }
        if let node = fields["search"], let text = reader.string(node, "search") { bar.searchPlaceholder = text }
        if let node = fields["back"], let text = reader.string(node, "back") { bar.backTitle = text }
        if let node = fields["above"], let text = reader.string(node, "above") {
            if bar.titleDisplay == .inline {
                reader.error(
                    "'above' sits above a large title, and this bar's title is inline", at: node,
                    hint: "remove 'above', or write titleDisplay: large")
            }
            bar.lineAboveTitle = text
        }
        if let node = fields["beside"], let text = reader.string(node, "beside") {
            if bar.titleDisplay == .inline {
                reader.error(
                    "'beside' sits beside a large title, and this bar's title is inline", at: node,
                    hint: "remove 'beside', or write titleDisplay: large")
            }
            bar.besideTitle = text
        }
        return bar
    }

    /// A strip under the navigation bar or over the tab bar: `{segments: [A, B], selected: 0}`
    /// (a segmented control) or `{title, subtitle, buttons}` (a now-playing row).
    private func accessory(_ node: Node, _ what: String) -> SystemChrome.BarAccessory? {
        guard
            let fields = reader.fields(
                node, what, keys: Self.accessoryKeys,
                expected: "{segments, selected} or {title, subtitle, buttons}")
        else { return nil }
        if let node = fields["segments"] {
            for key in ["title", "subtitle", "buttons"] where fields.has(key) {
                reader.error(
                    "'\(key)' belongs to a now-playing row, and this \(what) has segments",
                    at: fields.position(of: key), hint: "keep either segments or title, subtitle and buttons")
            }
            guard let segments = strings(node, "\(what).segments") else { return nil }
            var selected = 0
            if let node = fields["selected"], let index = reader.int(node, "selected", min: 0) {
                if index < segments.count {
                    selected = index
                } else {
                    reader.error(
                        "'selected' is \(index) but there are \(segments.count) segments", at: node,
                        hint: "segments are counted from 0")
                }
            }
            return .segmentedControl(segments: segments, selectedIndex: selected)
        }
        guard let titleNode = fields["title"] else {
            reader.error(
                "\(what) needs 'segments' or 'title'", at: node,
                hint: "write e.g. \(what): {segments: [Songs, Albums], selected: 0}")
            return nil
        }
        if fields.has("selected") {
            reader.error("'selected' belongs to segments", at: fields.position(of: "selected"), hint: "remove it")
        }
        guard let title = reader.string(titleNode, "\(what).title") else { return nil }
        let subtitle = fields["subtitle"].flatMap { reader.string($0, "\(what).subtitle") }
        let buttons = fields["buttons"].flatMap { strings($0, "\(what).buttons") } ?? []
        return .nowPlaying(title: title, subtitle: subtitle, buttons: buttons)
    }

    /// `tabBar: {items: [Home, {title: Library, symbol: "♪"}], selected: 0}`, or the list of items alone.
    private func tabBar(_ node: Node) -> SystemChrome.TabBar? {
        var bar = SystemChrome.TabBar(items: [])
        var itemsNode = node
        if case .mapping = node {
            guard
                let fields = reader.fields(
                    node, "tabBar", keys: Self.tabBarKeys,
                    expected: "a list of items or {items, selected}")
            else { return nil }
            guard let items = fields["items"] else {
                reader.error(
                    "'tabBar' needs 'items'", at: node, hint: "write e.g. tabBar: {items: [Home, Search], selected: 0}")
                return nil
            }
            itemsNode = items
            if let node = fields["selected"], let index = reader.int(node, "selected", min: 0) {
                bar.selectedIndex = index
            }
        }
        guard let list = reader.list(itemsNode, "tabBar items") else { return nil }
        for (index, entry) in list.enumerated() {
            if case .scalar = entry, let title = reader.string(entry, "tabBar items[\(index)]") {
                bar.items.append(SystemChrome.TabItem(title: title))
            } else if let fields = reader.fields(
                entry, "tabBar items[\(index)]", keys: Self.tabItemKeys,
                expected: "a title or {title, symbol}")
            {
                var item = SystemChrome.TabItem(title: "")
                if let node = fields["title"], let title = reader.string(node, "title") { item.title = title }
                if let node = fields["symbol"], let symbol = reader.string(node, "symbol") { item.symbol = symbol }
                bar.items.append(item)
            }
        }
        if bar.selectedIndex >= bar.items.count {
            reader.error(
                "'selected' is \(bar.selectedIndex) but the tab bar has \(bar.items.count) items", at: node,
                hint: "items are counted from 0")
        }
        return bar
    }

    /// `titleBar: Title` (a unified toolbar) or `{title, style: plain | unified, toolbar}`.
    private func titleBar(_ node: Node) -> MacWindowChrome? {
        if case .scalar = node, !Reader.isNull(node) {
            return reader.string(node, "titleBar").map { MacWindowChrome(title: $0) }
        }
        guard
            let fields = reader.fields(
                node, "titleBar", keys: Self.titleBarKeys,
                expected: "a title or {title, style, toolbar}")
        else { return nil }
        var window = MacWindowChrome(title: "")
        if let node = fields["title"], let title = reader.string(node, "title") { window.title = title }
        if let node = fields["style"] {
            let options = MacWindowChrome.TitleBar.allCases.map { ($0.rawValue, $0) }
            if let style = reader.choice(node, "style", options) { window.titleBar = style }
        }
        if let node = fields["toolbar"], let items = strings(node, "toolbar") { window.toolbarItems = items }
        return window
    }

    /// `sidebar: {items: [Library, People], selected: 0, width: 220}`, or the list of items alone.
    private func sidebar(_ node: Node) -> MacWindowChrome.Sidebar? {
        guard case .mapping = node else { return strings(node, "sidebar").map { MacWindowChrome.Sidebar(items: $0) } }
        guard
            let fields = reader.fields(
                node, "sidebar", keys: Self.sidebarKeys,
                expected: "a list of items or {items, selected, width}")
        else { return nil }
        guard let itemsNode = fields["items"] else {
            reader.error(
                "'sidebar' needs 'items'", at: node, hint: "write e.g. sidebar: {items: [Library, People], selected: 0}"
            )
            return nil
        }
        guard let items = strings(itemsNode, "sidebar items") else { return nil }
        var sidebar = MacWindowChrome.Sidebar(items: items)
        if let node = fields["selected"], let index = reader.int(node, "selected", min: 0) {
            if index < items.count {
                sidebar.selectedIndex = index
            } else {
                reader.error(
                    "'selected' is \(index) but the sidebar has \(items.count) items", at: node,
                    hint: "items are counted from 0")
            }
        }
        if let node = fields["width"], let width = reader.number(node, "width", min: 1) { sidebar.width = width }
        return sidebar
    }

    /// A list of texts (or one text).
    private func strings(_ node: Node, _ what: String) -> [String]? {
        guard let list = reader.list(node, what, single: true) else { return nil }
        let items = list.enumerated().compactMap { reader.string($0.element, "\(what)[\($0.offset)]") }
        return items.count == list.count ? items : nil
    }
}
