import Foundation

/// A stand-in for UIKit's `UIApplication`, for selection handlers that open a link or a
/// setting: nothing is opened in a still picture.
@preconcurrency @MainActor
open class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// Options for ``open(_:options:completionHandler:)``; not read.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    public init() {}

    /// Opens nothing: calls `completion` with `false`.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        completion?(false)
    }

    /// `false`: no other app is there to open it.
    open func canOpenURL(_ url: URL) -> Bool { false }
}
