import Foundation

/// The kind of device an interface is laid out for, as UIKit's trait collections report
/// it: section providers read `environment.traitCollection.userInterfaceIdiom` to adapt a
/// layout to Apple TV or a Mac, and the renderer picks the platform's text sizes by it.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
