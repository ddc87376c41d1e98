// UIKit's names for HeadlessUI's views and controls.

public typealias UIResponder = Responder
public typealias UIView = View
public typealias UILabel = Label
public typealias UIButton = Button
public typealias UITextField = TextField
public typealias UIImageView = ImageView
public typealias UIStackView = StackView
public typealias UITableView = TableView
