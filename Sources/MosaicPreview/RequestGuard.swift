/// Decides whether a request may reach the preview, against DNS rebinding: a web page from
/// elsewhere, open in the same browser, may resolve its own host name to 127.0.0.1 and then
/// ask the preview for pictures as if it were the same site. Its requests still carry its
/// own host name in `Host`, and its WebSocket connections its own `Origin`, so both must
/// name the server itself.
public struct RequestGuard: Sendable, Equatable {
    /// The port the server listens on.
    public var port: Int
    /// The address it was told to listen on (`127.0.0.1` by default; `--host`).
    public var address: String

    /// A guard for a server on `address` and `port`.
    public init(address: String, port: Int) {
        self.address = address
        self.port = port
    }

    /// Why a request is refused, or `nil` when it may go on.
    ///
    /// - Parameters:
    ///   - host: its `Host` header; required (HTTP/1.1 requires it, and every browser sends it).
    ///   - origin: its `Origin` header, if any. Browsers send one with every WebSocket
    ///     connection; a page's own requests for its pictures carry none or the page's own.
    public func refusal(host: String?, origin: String?) -> String? {
        guard let host, isOwnAuthority(host) else {
            return "this server answers only to its own address (Host: \(address):\(port) or localhost:\(port))"
        }
        if let origin {
            guard let authority = Self.authority(ofOrigin: origin), isOwnAuthority(authority) else {
                return "requests from other sites are refused (Origin: \(origin))"
            }
        }
        return nil
    }

    /// Whether `authority` (host:port, as in `Host`) names this server: its own address, or a
    /// name that cannot be rebound — `localhost` or a numeric address — with its own port.
    func isOwnAuthority(_ authority: String) -> Bool {
        guard let (name, port) = Self.split(authority), port == self.port else { return false }
        let lowered = name.lowercased()
        return lowered == address.lowercased() || lowered == "localhost" || Self.isNumericAddress(lowered)
    }

    /// `host` and `port` of `host:port` or `[v6]:port`; `nil` without a port.
    static func split(_ authority: String) -> (String, Int)? {
        guard let colon = authority.lastIndex(of: ":"),
            let port = Int(authority[authority.index(after: colon)...])
        else { return nil }
        var name = String(authority[..<colon])
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return name.isEmpty ? nil : (name, port)
    }

    /// The `host:port` of an origin such as `http://127.0.0.1:8765`; `nil` for other schemes.
    static func authority(ofOrigin origin: String) -> String? {
        let prefix = "http://"
        guard origin.lowercased().hasPrefix(prefix) else { return nil }
        let rest = origin.dropFirst(prefix.count)
        return rest.contains("/") ? nil : String(rest)
    }

    /// Whether `name` is an IPv4 address in dotted form or an IPv6 address: no DNS answer
    /// can change what it points to.
    static func isNumericAddress(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4 && parts.allSatisfy({ $0.count <= 3 && UInt8($0) != nil }) { return true }
        return name.contains(":") && name.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}
