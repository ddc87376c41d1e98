import Foundation
import UIKitStage

// TEMPORARY SHIMS (app probe): UIKit neither main nor the vocabulary branch has. Stored in a side
// table, inert: the stage does not act on them.
@MainActor private var backActions: [ObjectIdentifier: UIAction] = [:]
extension UINavigationItem {
    /// iOS 16: what the back button runs instead of popping. SHIM: stored, NOT honoured by the bar.
    public var backAction: UIAction? {
        get { backActions[ObjectIdentifier(self)] }
        set { backActions[ObjectIdentifier(self)] = newValue }
    }
}
public struct UIBackgroundConfiguration: Sendable {
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
}
@MainActor private var backgrounds: [ObjectIdentifier: UIBackgroundConfiguration] = [:]
extension UITableViewCell {
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgrounds[ObjectIdentifier(self)] }
        set { backgrounds[ObjectIdentifier(self)] = newValue }
    }
}
