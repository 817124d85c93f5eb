import UIKit

/// A contact as the list shows it.
struct Contact {
  let name: String
  let lines: Int
}

/// A self-sizing cell as apps write one: subviews built in `init(style:reuseIdentifier:)`,
/// pinned to the content view with anchors, and the storyboard initialiser left out.
final class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"

  let avatar = UIView()
  let nameLabel = UILabel()
  let noteView = UIView()
  private var noteHeight: NSLayoutConstraint!

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    [avatar, nameLabel, noteView].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview($0)
    }
    noteHeight = noteView.heightAnchor.constraint(equalToConstant: 0)
    NSLayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalToConstant: 40),
      avatar.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
      nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      nameLabel.heightAnchor.constraint(equalToConstant: 20),
      noteView.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      noteView.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
      noteView.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
      noteView.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
      noteHeight,
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with contact: Contact) {
    nameLabel.text = contact.name
    noteHeight.constant = CGFloat(contact.lines) * 18
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
  }
}

/// A list screen as apps write one: a table view controller registering its cell in
/// `viewDidLoad`, self-sizing rows, a titled section.
final class ContactsViewController: UITableViewController {
  var contacts: [Contact] = []
  private(set) var selected: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 80
    tableView.contentInsetAdjustmentBehavior = .never
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Contacts"
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
    cell.configure(with: contacts[indexPath.row])
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(contacts[indexPath.row].name)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}
