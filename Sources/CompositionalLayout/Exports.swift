// The layout engine and the UIKit stand-ins around it are modules of their own, so the
// engine stays small; users import them both through this one.
@_exported import CompositionalLayoutEngine
// `import UIKit` brings Foundation's CGFloat, CGRect, IndexPath and friends into
// scope; so does `import CompositionalLayout`, so pasted layout code compiles.
@_exported import Foundation
@_exported import UIKitStandIns
