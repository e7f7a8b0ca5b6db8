import ArgumentParser
import CompositionalLayout
import Foundation
import MosaicRender

/// `mosaic devices`: the device presets.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets.",
        discussion: """
            Sizes are in points, in the device's natural orientation (portrait for iPhone and iPad, \
            landscape for Apple TV, the default window for a Mac: set another with --window or \
            canvas.window); safe areas are top, left, bottom, right, in that orientation and in \
            landscape. Use a name with `mosaic render --device NAME` or in a layout file \
            (canvas: {device: NAME}).

            Examples:
              mosaic devices
              mosaic devices --json
              mosaic render Samples/list.yaml --device iphone-se
              mosaic render Samples/mac-photos.yaml --window 1440x900
            """
    )

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    struct Entry: Codable {
        var name: String
        var displayName: String
        var width: Double
        var height: Double
        var scale: Double
        var safeArea: [String: Double]
        var sizeClass: String
        var platform: String
        var landscapeSafeArea: [String: Double]
        var landscapeSizeClass: String
        var screenCornerRadius: Double
        var scales: [Double]
    }

    private static func insets(_ insets: UIEdgeInsets) -> [String: Double] {
        [
            "top": Double(insets.top), "left": Double(insets.left), "bottom": Double(insets.bottom),
            "right": Double(insets.right)
        ]
    }

    private static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        sizeClass == .regular ? "regular" : "compact"
    }

    func run() throws {
        let entries = Device.presets.map { device in
            Entry(
                name: device.name, displayName: device.displayName, width: Double(device.size.width),
                height: Double(device.size.height), scale: Double(device.scale),
                safeArea: Self.insets(device.safeArea), sizeClass: Self.name(device.horizontalSizeClass),
                platform: device.platform.rawValue, landscapeSafeArea: Self.insets(device.landscapeSafeArea),
                landscapeSizeClass: Self.name(device.landscapeHorizontalSizeClass),
                screenCornerRadius: Double(device.screenCornerRadius), scales: device.platform.scales.map { Double($0) }
            )
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            Console.out(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
            return
        }
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        func sides(_ insets: [String: Double]) -> String {
            ["top", "left", "bottom", "right"].map { number(insets[$0] ?? 0) }.joined(separator: ", ")
        }
        let header = [
            "NAME", "DEVICE", "PLATFORM", "SIZE (pt)", "SCALE", "SAFE AREA (t, l, b, r)", "LANDSCAPE",
            "CORNERS", "SIZE CLASS"
        ]
        let rows = entries.map { entry in
            [
                entry.name, entry.displayName, entry.platform, "\(number(entry.width)) x \(number(entry.height))",
                "\(number(entry.scale))x", sides(entry.safeArea), sides(entry.landscapeSafeArea),
                number(entry.screenCornerRadius),
                entry.sizeClass == entry.landscapeSizeClass
                    ? entry.sizeClass : "\(entry.sizeClass), \(entry.landscapeSizeClass)"
            ]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let lines = all.map { row in
            row.indices.map { column in
                column == row.count - 1
                    ? row[column]
                    : row[column] + String(repeating: " ", count: widths[column] - row[column].count)
            }.joined(separator: "  ")
        }
        Console.out(lines.joined(separator: "\n") + "\n")
    }
}
