import Scenewright

extension SceneIdentifier {
    static let records: SceneIdentifier = "records"
    static let dayMap: SceneIdentifier = "dayMap"
    static let recordDetail: SceneIdentifier = "recordDetail"
    static let profiles: SceneIdentifier = "profiles"
    static let profileEditor: SceneIdentifier = "profileEditor"
}

/// The recorded days. Selecting one performs a segue through the agent.
final class RecordsViewController: ViewController, ManagedViewController, TableViewDataSource,
    TableViewDelegate
{
    private let agent: Agent
    private let log: LocationLog

    init(agent: Agent, log: LocationLog) {
        self.agent = agent
        self.log = log
        super.init()
        title = "Records"
    }

    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        RecordsViewController(agent: data.agent, log: try data.agent.resolve(LocationLog.self))
    }

    override func loadView() {
        let table = TableView().identified("records")
        table.dataSource = self
        table.delegate = self
        view = StackView {
            table
            Button("Open a broken link") { [unowned self] in
                // The error presenter shows an alert; the caller still receives the error.
                try? agent.performSegue(to: "heatmap")
            }.identified("broken")
        }
    }

    func numberOfRows(in tableView: TableView) -> Int { log.days.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
        let day = log.days[row]
        return "\(day.day) \(day.month) — \(day.records.count) record(s)"
    }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        try? agent.performSegue(to: .dayMap, data: ["day": log.days[row].day])
    }
}

/// One day on a map, with its records listed below.
final class DayMapViewController: ViewController, ManagedViewController, TableViewDataSource,
    TableViewDelegate
{
    private let agent: Agent
    private let day: Int
    private let records: [LocationRecord]

    init(day: Int, records: [LocationRecord], agent: Agent) {
        self.day = day
        self.records = records
        self.agent = agent
        super.init()
        title = "\(day) Nov"
    }

    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        let day = try data.value("day", as: Int.self)
        guard let records = try data.agent.resolve(LocationLog.self).records(on: day) else {
            throw RoutingError(.missingData, "There are no records for day \(day).")
        }
        return DayMapViewController(day: day, records: records, agent: data.agent)
    }

    override func loadView() {
        let table = TableView().identified("day")
        table.dataSource = self
        table.delegate = self
        view = StackView {
            ImageView(name: "map-day-\(day)").identified("map")
            table
        }
    }

    func numberOfRows(in tableView: TableView) -> Int { records.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
        "\(records[row].time) ±\(records[row].accuracy) m"
    }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        try? agent.performSegue(to: .recordDetail, data: ["day": day, "record": row + 1])
    }
}

/// One record's details.
final class RecordDetailViewController: ViewController, ManagedViewController {
    private let record: LocationRecord

    init(record: LocationRecord, number: Int) {
        self.record = record
        super.init()
        title = "Record \(number)"
    }

    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        let day = try data.value("day", as: Int.self)
        let number = try data.value("record", as: Int.self)
        let records = try data.agent.resolve(LocationLog.self).records(on: day) ?? []
        guard records.indices.contains(number - 1) else {
            throw RoutingError(.missingData, "Day \(day) has no record \(number); it has \(records.count).")
        }
        return RecordDetailViewController(record: records[number - 1], number: number)
    }

    override func loadView() {
        view = StackView {
            Label("Time: \(record.time)")
            Label("Position: \(record.latitude), \(record.longitude)")
            Label("Accuracy: \(record.accuracy) m")
        }
    }
}

/// The tracking profiles, with a button that presents the editor.
final class ProfilesViewController: ViewController, ManagedViewController, TableViewDataSource {
    private let agent: Agent
    private let profiles: TrackingProfiles
    private var table: TableView?

    init(agent: Agent, profiles: TrackingProfiles) {
        self.agent = agent
        self.profiles = profiles
        super.init()
        title = "Profiles"
        profiles.onChange = { [weak self] in self?.table?.reloadData() }
    }

    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        ProfilesViewController(agent: data.agent, profiles: try data.agent.resolve(TrackingProfiles.self))
    }

    override func loadView() {
        let table = TableView().identified("profiles")
        table.dataSource = self
        self.table = table
        view = StackView {
            table
            Button("Add profile") { [unowned self] in try? agent.performSegue(to: .profileEditor) }
                .identified("add")
        }
    }

    func numberOfRows(in tableView: TableView) -> Int { profiles.profiles.count }
    func tableView(_ tableView: TableView, textForRowAt row: Int) -> String {
        "\(profiles.profiles[row].name): every \(profiles.profiles[row].intervalSeconds) s"
    }
}

/// Edits a new profile; saves through the service and dismisses itself through its agent.
final class ProfileEditorViewController: ViewController, ManagedViewController {
    private let agent: Agent
    private let profiles: TrackingProfiles
    private let name = TextField(placeholder: "Name").identified("name")
    private let interval = TextField(placeholder: "Seconds").identified("interval")

    init(agent: Agent, profiles: TrackingProfiles) {
        self.agent = agent
        self.profiles = profiles
        super.init()
        title = "New profile"
    }

    static func assemble(with data: AssemblyData, manager: AppManager) throws -> ViewController {
        ProfileEditorViewController(
            agent: data.agent, profiles: try data.agent.resolve(TrackingProfiles.self))
    }

    override func loadView() {
        view = StackView {
            name
            interval
            Button("Save") { [unowned self] in save() }.identified("save")
        }
    }

    private func save() {
        profiles.add(.init(name: name.text ?? "", intervalSeconds: Int(interval.text ?? "") ?? 30))
        agent.dismiss()
    }
}
