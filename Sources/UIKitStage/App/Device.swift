import Foundation

/// The device the app runs on — UIKit's `UIDevice`: an iPhone running iOS 18, in portrait, unless
/// a test says otherwise (``simulateOrientationChange(to:)``).
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { showSidebar() }
/// ```
@preconcurrency @MainActor open class UIDevice {
    /// The device.
    public static let current = UIDevice()

    /// The device's name, as the user set it.
    open var name: String { "iPhone" }
    /// The kind of device.
    open var model: String { UIScreen.main.traitCollection.userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The kind of device, localised.
    open var localizedModel: String { model }
    /// The operating system's name.
    open var systemName: String { "iOS" }
    /// The operating system's version.
    open var systemVersion: String { "18.0" }
    /// The kind of interface: the main screen's idiom.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.traitCollection.userInterfaceIdiom }
    /// An identifier of the device for this app's vendor, stable for the process.
    open var identifierForVendor: UUID? { vendorIdentifier }
    /// How the device is held. Portrait unless ``simulateOrientationChange(to:)`` changed it.
    open private(set) var orientation: UIDeviceOrientation = .portrait
    /// Whether the device posts ``orientationDidChangeNotification``.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Whether the battery is monitored. Default `false`.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge, 0 to 1; -1 while it is not monitored.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// Whether the battery charges; `.unknown` while it is not monitored.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// Whether the device is multitasking-capable: yes.
    open var isMultitaskingSupported: Bool { true }
    /// Whether the proximity sensor is used. Default `false`.
    open var isProximityMonitoringEnabled = false

    private let vendorIdentifier = UUID()

    init() {}

    /// Starts posting orientation changes.
    open func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }

    /// Stops posting orientation changes.
    open func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }

    /// Plays the input click; there is no sound here.
    open func playInputClick() {}

    /// The user turns the device: ``orientation`` changes and, while the device generates
    /// orientation notifications, ``orientationDidChangeNotification`` is posted. Windows keep their
    /// size: change it with `UIWindow.simulateSizeChange(to:)`.
    public func simulateOrientationChange(to orientation: UIDeviceOrientation) {
        guard orientation != self.orientation else { return }
        self.orientation = orientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }

    /// Posted when the device's orientation changes; the object is the device.
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    /// Whether the battery charges — UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Unknown: not monitored.
        case unknown
        /// Discharging.
        case unplugged
        /// Charging.
        case charging
        /// Full.
        case full
    }
}

/// How a device is held — UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright, the home indicator at the bottom.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned left: the home indicator on the right.
    case landscapeLeft
    /// Turned right: the home indicator on the left.
    case landscapeRight
    /// Flat, face up.
    case faceUp
    /// Flat, face down.
    case faceDown

    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether it is portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The style of a bar — UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The default style.
    case `default`
    /// Black.
    case black
}
