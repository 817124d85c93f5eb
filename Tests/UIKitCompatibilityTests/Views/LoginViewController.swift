import UIKit

/// A login screen as apps write one: a view controller building its form in `viewDidLoad`
/// from text fields with left views, a remember-me switch row and a configured button, in a
/// stack view pinned to the safe area's margins.
final class LoginViewController: UIViewController {
  let emailField = UITextField()
  let passwordField = UITextField()
  let rememberLabel = UILabel()
  let rememberSwitch = UISwitch()
  lazy var signInButton: UIButton = {
    var config = UIButton.Configuration.filled()
    config.title = "Sign In"
    config.buttonSize = .large
    return UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
      self?.signIn()
    })
  }()
  private(set) var didSignIn = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for (field, placeholder) in [(emailField, "Email"), (passwordField, "Password")] {
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
      field.leftViewMode = .always
    }
    rememberLabel.text = "Remember me"
    let rememberRow = UIStackView(arrangedSubviews: [rememberLabel, rememberSwitch])
    rememberRow.alignment = .center
    let form = UIStackView(arrangedSubviews: [emailField, passwordField, rememberRow, signInButton])
    form.axis = .vertical
    form.spacing = 12
    form.setCustomSpacing(24, after: rememberRow)
    form.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(form)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      form.topAnchor.constraint(equalTo: guide.topAnchor, constant: 32),
      form.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      form.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
    ])
  }

  private func signIn() { didSignIn = true }
}
