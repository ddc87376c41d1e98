import Foundation
import UIKitStage

// TEMPORARY SHIM (app probe): system colours neither main nor the vocabulary branch has.
extension UIColor {
    public static var systemMint: UIColor { UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1) }
    public static var systemCyan: UIColor { UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1) }
    public static var systemBrown: UIColor { UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1) }
}
