import Foundation

/// What the preview serves: a response for each path it knows, and push connections.
///
/// The server passes every path as it arrives; a site answers only paths it made itself
/// (its page, its assets, its pictures by number), never by looking a path up on disk, so
/// no URL reaches any other file.
public protocol PreviewSite: Sendable {
    /// The response for `path` (the request's path, without its query), or `nil` for 404.
    func response(toPath path: String) -> PreviewResponse?

    /// A push connection opened: `incoming` yields the page's text messages and finishes
    /// when it goes; `send` queues a message to it.
    func connect(incoming: AsyncStream<String>, send: @escaping @Sendable (PushMessage) -> Void)
}

/// A message to an open page over its push connection.
public enum PushMessage: Sendable, Equatable {
    /// Text (the preview's JSON).
    case text(String)
    /// Bytes (a picture's), sent as a binary WebSocket message without an HTTP request.
    case binary(Data)
}

/// A response's status, type and body.
public struct PreviewResponse: Sendable {
    /// The HTTP status: 200 unless said otherwise.
    public var status: Int
    /// The `Content-Type`.
    public var contentType: String
    /// The body.
    public var body: Data

    /// A response with `body` of `contentType`.
    public init(status: Int = 200, contentType: String, body: Data) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }
}
