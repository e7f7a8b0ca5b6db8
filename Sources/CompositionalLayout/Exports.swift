// `import UIKit` brings Foundation's CGFloat, CGRect, IndexPath and friends into
// scope; so does `import CompositionalLayout`, so pasted layout code compiles.
@_exported import Foundation
