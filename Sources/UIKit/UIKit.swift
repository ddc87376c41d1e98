// The `UIKit` module of the HeadlessUIKit product: UIKit's names over HeadlessUI, for platforms
// that have no UIKit. A client's `import UIKit` resolves here on Linux and to Apple's framework on
// iOS, so one navigation layer compiles on both.
//
// Each concept exists once, in HeadlessUI; the names here are typealiases of it (a
// `UINavigationController` is a `NavigationController`), plus the few types that exist only under
// UIKit's name. The files beside this one group the names by area.

@_exported import Foundation
@_exported import HeadlessUI
