// The `UIKit` module of the HeadlessUIKit product, for platforms that have no UIKit: the stage under
// UIKit's own names. A client's `import UIKit` resolves here on Linux and to Apple's framework on
// iOS, so one navigation layer compiles on both. Like Apple's, it brings Foundation with it.
//
// The stage itself lives in `UIKitStage`, which `HeadlessUI` shares. What only UIKit code expects
// sits in this module: `UIResponder.next`, `IndexPath(row:section:)` and `IndexPath(item:section:)`
// with `row`, `item` and `section`, and the selector-shaped members. They stay out of HeadlessUI's
// vocabulary, where a controller may well have a property named `next`.

@_exported import Foundation
@_exported import UIKitStage
