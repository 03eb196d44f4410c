import MVIRouter

/// An alert whose buttons stand for values of its own action type.
enum MailAlert: RouterAlertScreenProtocol, Codable {
  case discardDraft
  case loginFailed
  case noButtons

  enum Action: Hashable, Sendable, Codable {
    case discard, keepEditing, retry, cancel
  }
}

/// Shows `MailAlert`s with typed buttons and records the routerEvents-level hooks.
@MainActor
final class MailRouter: RouterPolicy {
  var answers: [String] = []
  var results: [String] = []

  func getScreenPresentationType(for type: CoreScreen) -> RouterScreenPresentationType {
    switch type {
    case .list, .detail: .push
    case .settings: .fullScreenCover
    case .edit, .picker: .sheet
    }
  }

  func getAlertTitle(for type: MailAlert) -> String? { "\(type)" }

  func getAlertActions(for type: MailAlert) -> [RouterAlertButton<MailAlert.Action>] {
    switch type {
    case .discardDraft:
      [.destructive("Discard", action: .discard), .cancel("Keep editing", action: .keepEditing)]
    case .loginFailed: [.default("Retry", action: .retry), .cancel(action: .cancel)]
    case .noButtons: []
    }
  }

  func onAlertAction(
    _ button: RouterAlertButton<MailAlert.Action>, for alert: PresentedAlert<MailAlert>,
    owner: Route<CoreScreen>?
  ) {
    answers.append(
      "\(alert.alert): \(button.action.map { "\($0)" } ?? "nil") owner \(owner.map { "\($0.screen)" } ?? "root")"
    )
  }

  func onResult(
    _ result: RouteResult<RouterResultValue>, of route: Route<CoreScreen>,
    presenter: Route<CoreScreen>?
  ) {
    results.append("\(route.screen): \(result) from \(presenter.map { "\($0.screen)" } ?? "root")")
  }
}

/// A routerEvents with a `MailRouter` attached and every event recorded as text.
typealias MailHarness = RecordingHarness<MailRouter>

extension RecordingHarness where Hooks == MailRouter {
  convenience init() { self.init(hooks: MailRouter()) }
}
