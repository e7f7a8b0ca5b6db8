@_exported import CompositionalLayoutEngine
@_exported import Foundation
