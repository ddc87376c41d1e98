import UIKit

// The notes app's screens, written as an iOS team writes them: UIKit's classes, initializers and
// delegate protocols, views made in code, bar button items with actions, an alert to confirm.

/// One note.
struct Note: Equatable {
    let id: Int
    var title: String
    var body: String
}

/// The notes, shared by the list, the detail and the form.
@MainActor final class NotesStore {
    private(set) var notes: [Note] = [
        Note(id: 1, title: "Groceries", body: "Bread, cheese, tulips."),
        Note(id: 2, title: "Trip to Kyoto", body: "Book the temple tour."),
        Note(id: 3, title: "Ideas", body: "A notes app in UIKit, tested on Linux."),
    ]
    private var nextID = 4

    func note(withID id: Int) -> Note? { notes.first { $0.id == id } }

    func add(title: String, body: String) {
        notes.append(Note(id: nextID, title: title, body: body))
        nextID += 1
    }

    func removeNote(withID id: Int) {
        notes.removeAll { $0.id == id }
    }
}

// MARK: The list

/// The list of notes: a table view whose data source and delegate is the controller.
final class NotesListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let store: NotesStore
    private let tableView = UITableView(frame: .zero, style: .plain)

    init(store: NotesStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "notes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = self
        tableView.delegate = self
        let add = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.addNote() })
        add.accessibilityIdentifier = "add"
        navigationItem.rightBarButtonItem = add
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.text = store.notes[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = NoteDetailViewController(store: store, noteID: store.notes[indexPath.row].id)
        show(detail, sender: self)
    }

    /// Presents the form in its own navigation controller; the list reloads when it saves.
    private func addNote() {
        let form = NewNoteViewController(store: store)
        form.onSave = { [weak self] in self?.tableView.reloadData() }
        let navigation = UINavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}

// MARK: The detail

/// One note, with a Delete button that asks first.
final class NoteDetailViewController: UIViewController {
    private let store: NotesStore
    private let noteID: Int

    init(store: NotesStore, noteID: Int) {
        self.store = store
        self.noteID = noteID
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let note = store.note(withID: noteID)
        title = note?.title
        let body = UILabel()
        body.text = note?.body
        body.numberOfLines = 0
        body.accessibilityIdentifier = "body"
        let stack = UIStackView(arrangedSubviews: [body])
        stack.axis = .vertical
        stack.spacing = 8
        view.addSubview(stack)
        let delete = UIBarButtonItem(
            title: "Delete", primaryAction: UIAction { [unowned self] _ in self.confirmDelete() })
        delete.accessibilityIdentifier = "delete"
        navigationItem.rightBarButtonItem = delete
    }

    private func confirmDelete() {
        let alert = UIAlertController(
            title: "Delete \u{201C}\(title ?? "")\u{201D}?", message: "This cannot be undone.",
            preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
                self.store.removeNote(withID: self.noteID)
                self.navigationController?.popViewController(animated: true)
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}

// MARK: The form

/// A new note's title in a text field; Save refuses an empty title with an alert.
final class NewNoteViewController: UIViewController, UITextFieldDelegate {
    private let store: NotesStore
    private let titleField = UITextField()
    /// Called after a note was added and the form dismissed.
    var onSave: (() -> Void)?

    init(store: NotesStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "New Note"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.placeholder = "Title"
        titleField.accessibilityIdentifier = "title"
        titleField.delegate = self
        let sample = UIButton(type: .system)
        sample.setTitle("Use a sample title", for: .normal)
        sample.accessibilityIdentifier = "sample"
        sample.addAction(
            UIAction { [unowned self] _ in self.titleField.text = "Call the bakery" }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [titleField, sample])
        stack.axis = .vertical
        stack.spacing = 12
        view.addSubview(stack)

        let cancel = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [unowned self] _ in
                self.dismiss(animated: true)
            })
        cancel.accessibilityIdentifier = "cancel"
        navigationItem.leftBarButtonItem = cancel
        let save = UIBarButtonItem(
            systemItem: .save, primaryAction: UIAction { [unowned self] _ in self.save() })
        save.accessibilityIdentifier = "save"
        navigationItem.rightBarButtonItem = save
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleField.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        save()
        return false
    }

    private func save() {
        let text = (titleField.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            let alert = UIAlertController(
                title: "A note needs a title", message: "Type a title, then save.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        store.add(title: text, body: "")
        let onSave = self.onSave
        dismiss(animated: true) {
            onSave?()
        }
    }
}

// MARK: About

/// A static screen: a stack of a symbol and two labels.
final class NotesAboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        let heading = UILabel()
        heading.text = "Notes"
        let detail = UILabel()
        detail.text = "Written with UIKit, run headless."
        detail.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [
            UIImageView(image: UIImage(systemName: "note.text")), heading, detail,
        ])
        stack.axis = .vertical
        stack.spacing = 8
        view.addSubview(stack)
    }
}
