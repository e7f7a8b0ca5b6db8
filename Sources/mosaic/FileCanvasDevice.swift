import MosaicRender
import MosaicSpec

/// Where a file's canvas takes its device from, for an error about a command-line option
/// that does not fit it: its `canvas.device`, its `canvas.size` (a canvas without a device),
/// or neither (the default device). The error points at that key, and names it.
struct FileCanvasDevice {
    /// The `canvas:` key the device comes from.
    let key: String
    /// The canvas's device as the file gives it: "the file's canvas.device apple-tv-hd".
    let description: String

    init(of document: LayoutDocument) {
        if document.writesCanvasKey("device"), let device = document.canvas.device {
            key = "device"
            description = "the file's canvas.device \(device.name)"
        } else if let device = document.canvas.device {
            key = "device"
            description = "the file's canvas (\(device.name), the default device)"
        } else {
            key = "size"
            description = "the file's canvas.size (no device)"
        }
    }

    /// `message` as an error of `document`, at the key the device comes from.
    func error(_ message: String, in document: LayoutDocument, hint: String? = nil) -> CanvasOptionError {
        CanvasOptionError(document.canvasError(message, aboutKey: key, hint: hint))
    }
}
