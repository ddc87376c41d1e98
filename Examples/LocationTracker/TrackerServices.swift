import Scenewright

/// One recorded position.
struct LocationRecord: Equatable, Sendable {
    let time: String
    let latitude: Double
    let longitude: Double
    let accuracy: Int
}

/// The recorded days, each with its positions. A service registered in the app manager's container.
final class LocationLog: Sendable {
    let days: [(day: Int, month: String, records: [LocationRecord])] = [
        (3, "Nov", [LocationRecord(time: "08:12", latitude: 52.3731, longitude: 4.8922, accuracy: 12)]),
        (
            12, "Nov",
            [
                LocationRecord(time: "07:55", latitude: 52.3584, longitude: 4.8811, accuracy: 8),
                LocationRecord(time: "12:30", latitude: 52.3600, longitude: 4.8852, accuracy: 15),
                LocationRecord(time: "18:02", latitude: 52.3676, longitude: 4.9041, accuracy: 5),
            ]
        ),
        (
            21, "Nov",
            [
                LocationRecord(time: "09:00", latitude: 52.0907, longitude: 5.1214, accuracy: 20),
                LocationRecord(time: "17:45", latitude: 52.0705, longitude: 4.3007, accuracy: 9),
            ]
        ),
    ]

    func records(on day: Int) -> [LocationRecord]? { days.first { $0.day == day }?.records }
}

/// How often to record, per activity. Editable from the Profiles tab.
@MainActor final class TrackingProfiles {
    struct Profile: Equatable {
        var name: String
        var intervalSeconds: Int
    }

    private(set) var profiles = [
        Profile(name: "Walking", intervalSeconds: 60), Profile(name: "Driving", intervalSeconds: 10),
    ]
    var onChange: () -> Void = {}

    func add(_ profile: Profile) {
        profiles.append(profile)
        onChange()
    }
}
