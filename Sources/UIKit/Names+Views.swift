// UIKit's names for HeadlessUI's views, controls, tables and their values.

/// UIKit's name for ``HeadlessUI/Responder``.
public typealias UIResponder = Responder
/// UIKit's name for ``HeadlessUI/View``.
public typealias UIView = View
/// UIKit's name for ``HeadlessUI/Label``.
public typealias UILabel = Label
/// UIKit's name for ``HeadlessUI/Control``.
public typealias UIControl = Control
/// UIKit's name for ``HeadlessUI/Action``.
public typealias UIAction = Action
/// UIKit's name for ``HeadlessUI/ActionHandler``.
public typealias UIActionHandler = ActionHandler
/// UIKit's name for ``HeadlessUI/Button``.
public typealias UIButton = Button
/// UIKit's name for ``HeadlessUI/TextField``.
public typealias UITextField = TextField
/// UIKit's name for ``HeadlessUI/TextFieldDelegate``.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's name for ``HeadlessUI/KeyboardType``.
public typealias UIKeyboardType = KeyboardType
/// UIKit's name for ``HeadlessUI/ReturnKeyType``.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's name for ``HeadlessUI/AutocapitalizationType``.
public typealias UITextAutocapitalizationType = AutocapitalizationType
/// UIKit's name for ``HeadlessUI/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's name for ``HeadlessUI/Image``.
public typealias UIImage = Image
/// UIKit's name for ``HeadlessUI/StackView``.
public typealias UIStackView = StackView
/// UIKit's name for ``HeadlessUI/TableView``.
public typealias UITableView = TableView
/// UIKit's name for ``HeadlessUI/TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's name for ``HeadlessUI/TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's name for ``HeadlessUI/TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's name for ``HeadlessUI/Color``.
public typealias UIColor = Color
/// UIKit's name for ``HeadlessUI/Font``.
public typealias UIFont = Font
/// UIKit's name for ``HeadlessUI/TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for ``HeadlessUI/Label/LineBreakMode``.
public typealias NSLineBreakMode = Label.LineBreakMode
/// UIKit's name for ``HeadlessUI/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for ``HeadlessUI/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's name for ``HeadlessUI/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for ``HeadlessUI/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for ``HeadlessUI/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's name for ``HeadlessUI/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's name for ``HeadlessUI/LayoutConstraint/Priority``.
public typealias UILayoutPriority = LayoutConstraint.Priority

extension IndexPath {
    /// An index path for `row` in `section`, as UIKit adds it to Foundation for table views.
    ///
    /// ```swift
    /// tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row: the second index; -1 for an index path that is not a `[section, row]` pair, which
    /// every table rejects with a diagnostic naming it (iOS traps instead).
    public var row: Int {
        get { count == 2 ? self[1] : -1 }
        set { self = IndexPath(indexes: [section, newValue]) }
    }

    /// The section: the first index; -1 for an index path that is not a `[section, row]` pair,
    /// which every table rejects with a diagnostic naming it (iOS traps instead).
    public var section: Int {
        get { count == 2 ? self[0] : -1 }
        set { self = IndexPath(indexes: [newValue, row]) }
    }
}
