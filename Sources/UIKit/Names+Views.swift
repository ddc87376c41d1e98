// UIKit's names for HeadlessUI's views and controls.

/// UIKit's name for ``HeadlessUI/Responder``.
public typealias UIResponder = Responder
/// UIKit's name for ``HeadlessUI/View``.
public typealias UIView = View
/// UIKit's name for ``HeadlessUI/Label``.
public typealias UILabel = Label
/// UIKit's name for ``HeadlessUI/Button``.
public typealias UIButton = Button
/// UIKit's name for ``HeadlessUI/TextField``.
public typealias UITextField = TextField
/// UIKit's name for ``HeadlessUI/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's name for ``HeadlessUI/StackView``.
public typealias UIStackView = StackView
/// UIKit's name for ``HeadlessUI/TableView``.
public typealias UITableView = TableView
