import Foundation

extension String {
    /// A relative path as a URL path: each component percent-encoded but for the characters
    /// RFC 3986 leaves unreserved, so `#`, `?`, `%`, spaces and non-ASCII letters in a file
    /// name reach the file instead of ending the path or starting a fragment.
    var urlPathEncoded: String {
        split(separator: "/", omittingEmptySubsequences: false).map { component in
            component.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
        }.joined(separator: "/")
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
