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
            Sizes are in points, portrait; the safe area is top, left, bottom, right. Use a name with \
            `mosaic render --device NAME` or in a layout file (canvas: {device: NAME}).

            Examples:
              mosaic devices
              mosaic devices --json
              mosaic render Samples/list.yaml --device iphone-se
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
    }

    func run() throws {
        let entries = Device.presets.map { device in
            Entry(name: device.name, displayName: device.displayName, width: Double(device.size.width),
                  height: Double(device.size.height), scale: Double(device.scale),
                  safeArea: ["top": Double(device.safeArea.top), "left": Double(device.safeArea.left),
                             "bottom": Double(device.safeArea.bottom), "right": Double(device.safeArea.right)],
                  sizeClass: device.horizontalSizeClass == .regular ? "regular" : "compact")
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            Console.out(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
            return
        }
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        let header = ["NAME", "DEVICE", "SIZE (pt)", "SCALE", "SAFE AREA (t, l, b, r)", "SIZE CLASS"]
        let rows = entries.map { entry in
            [entry.name, entry.displayName, "\(number(entry.width)) x \(number(entry.height))",
             "\(number(entry.scale))x",
             ["top", "left", "bottom", "right"].map { number(entry.safeArea[$0] ?? 0) }.joined(separator: ", "),
             entry.sizeClass]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let lines = all.map { row in
            row.indices.map { column in
                column == row.count - 1 ? row[column]
                    : row[column] + String(repeating: " ", count: widths[column] - row[column].count)
            }.joined(separator: "  ")
        }
        Console.out(lines.joined(separator: "\n") + "\n")
    }
}
