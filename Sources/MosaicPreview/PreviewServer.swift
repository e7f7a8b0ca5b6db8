import FlyingFox
import FlyingSocks
import Foundation

/// Why the preview server did not start.
public enum PreviewServerError: Error, CustomStringConvertible, Equatable {
    /// Another program listens on the port.
    case portInUse(Int)
    /// The address is not a numeric IPv4 or IPv6 address (or `localhost`).
    case badAddress(String)
    /// Anything else the socket said.
    case cannotListen(address: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .portInUse(let port):
            return "port \(port) is in use by another program; choose another with --port (--port 0 picks a free one)"
        case .badAddress(let address):
            return "cannot listen on '\(address)': give a numeric address such as 127.0.0.1, 0.0.0.0 or ::1"
        case .cannotListen(let address, let port, let reason):
            return "cannot listen on \(address) port \(port): \(reason)"
        }
    }
}

/// The HTTP and WebSocket server of `mosaic preview`, on FlyingFox: every request passes the
/// ``RequestGuard`` first, `/push` upgrades to a WebSocket, and every other GET is answered
/// by the site.
public final class PreviewServer: @unchecked Sendable {
    /// The path of the push channel (a WebSocket).
    public static let pushPath = "/push"

    private let address: String
    private let requestedPort: Int
    private let site: any PreviewSite
    private let state = LockedState()
    private var server: HTTPServer?
    private var runTask: Task<Void, Never>?

    /// A server for `site` on `address` (numeric, or `localhost`) and `port` (0: a free one).
    public init(address: String, port: Int, site: any PreviewSite) {
        self.address = address
        self.requestedPort = port
        self.site = site
    }

    /// Starts listening and returns the port.
    ///
    /// - Throws: ``PreviewServerError``.
    public func start() async throws -> Int {
        let bound = address == "localhost" ? "127.0.0.1" : address
        guard let port = UInt16(exactly: requestedPort) else {
            throw PreviewServerError.cannotListen(address: address, port: requestedPort, reason: "no such port")
        }
        let socketAddress: any SocketAddress
        do {
            socketAddress =
                bound.contains(":")
                ? try sockaddr_in6.inet6(ip6: bound, port: port)
                : try sockaddr_in.inet(ip4: bound, port: port)
        } catch {
            throw PreviewServerError.badAddress(address)
        }
        let handler = GuardedHandler(site: site, state: state, address: address)
        let server = HTTPServer(config: .init(address: socketAddress, timeout: 60, logger: .disabled), handler: handler)
        self.server = server
        let state = self.state
        runTask = Task {
            do { try await server.run() } catch { state.setFailure(error) }
        }
        // FlyingFox reports a failed bind by ending `run`; wait for one or the other.
        while true {
            if await server.isListening, case .ip4(_, let port)? = await server.listeningAddress {
                state.setPort(Int(port))
                return Int(port)
            }
            if await server.isListening, case .ip6(_, let port)? = await server.listeningAddress {
                state.setPort(Int(port))
                return Int(port)
            }
            if let failure = state.failure {
                if case SocketError.failed(_, let code, let reason) = failure {
                    if code == EADDRINUSE { throw PreviewServerError.portInUse(requestedPort) }
                    throw PreviewServerError.cannotListen(address: address, port: requestedPort, reason: reason)
                }
                throw PreviewServerError.cannotListen(address: address, port: requestedPort, reason: "\(failure)")
            }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    /// Stops listening and closes every connection.
    public func stop() async {
        await server?.stop()
        runTask?.cancel()
    }
}

/// The port once listening, and how `run` failed if it did.
final class LockedState: @unchecked Sendable {
    private let lock = NSLock()
    private var _port = 0
    private var _failure: (any Error)?

    var port: Int {
        lock.lock()
        defer { lock.unlock() }
        return _port
    }
    var failure: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return _failure
    }
    func setPort(_ port: Int) {
        lock.lock()
        _port = port
        lock.unlock()
    }
    func setFailure(_ error: any Error) {
        lock.lock()
        _failure = error
        lock.unlock()
    }
}

/// Checks every request with a ``RequestGuard``, then routes it: `/push` to the WebSocket,
/// any other GET or HEAD to the site.
struct GuardedHandler: HTTPHandler {
    let site: any PreviewSite
    let state: LockedState
    let address: String

    /// Sent with every response: the page runs only its own script and loads only its own
    /// pictures (from the server, or `blob:` ones its script makes of pushed bytes), nothing of
    /// it may be framed or embedded by another site, and types are not guessed.
    static let commonHeaders: [(HTTPHeader, String)] = [
        (
            HTTPHeader("Content-Security-Policy"),
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; frame-ancestors 'none'"
        ),
        (HTTPHeader("X-Content-Type-Options"), "nosniff"),
        (HTTPHeader("Cross-Origin-Resource-Policy"), "same-origin"),
        (HTTPHeader("Referrer-Policy"), "no-referrer"),
        (.cacheControl, "no-store")
    ]

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let requestGuard = RequestGuard(address: address, port: state.port)
        if let refusal = requestGuard.refusal(
            host: request.headers[.host], origin: request.headers[HTTPHeader("Origin")])
        {
            return Self.response(403, "text/plain; charset=utf-8", Data("Forbidden: \(refusal)\n".utf8))
        }
        guard request.method == .GET || request.method == .HEAD else {
            return Self.response(405, "text/plain; charset=utf-8", Data("Method not allowed\n".utf8))
        }
        if request.path == PreviewServer.pushPath {
            return try await WebSocketHTTPHandler.webSocket(PushHandler(site: site)).handleRequest(request)
        }
        guard let found = site.response(toPath: request.path) else {
            return Self.response(404, "text/plain; charset=utf-8", Data("Not found\n".utf8))
        }
        return Self.response(found.status, found.contentType, request.method == .HEAD ? Data() : found.body)
    }

    static func response(_ status: Int, _ type: String, _ body: Data) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = type
        for (name, value) in commonHeaders { headers[name] = value }
        let phrase = [200: "OK", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed"][status] ?? "Status"
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase), headers: headers, body: body)
    }
}

/// A WebSocket connection as two streams: the page's text messages, and what to send it.
struct PushHandler: WSMessageHandler {
    let site: any PreviewSite

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (outgoing, output) = AsyncStream<WSMessage>.makeStream()
        let (incoming, input) = AsyncStream<String>.makeStream()
        Task {
            for await message in client {
                if case .text(let text) = message { input.yield(text) }
            }
            input.finish()
            output.finish()
        }
        site.connect(
            incoming: incoming,
            send: { message in
                switch message {
                case .text(let text): output.yield(.text(text))
                case .binary(let data): output.yield(.data(data))
                }
            })
        return outgoing
    }
}
