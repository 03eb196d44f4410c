import MVIRouter
import Testing

@testable import MVIRouterTesting

enum StoreScreen: RouterScreenProtocol {
  case list
  case detail(Int)
  case quantity
  case edit
}

enum StoreAlert: RouterAlertScreenProtocol {
  case loadFailed
  case info
  case discardChanges
}

@MainActor
struct StoreRouter: RouterPolicy {
  func getScreenPresentationType(for screen: StoreScreen) -> RouterScreenPresentationType {
    switch screen {
    case .list, .detail: .push
    case .quantity, .edit: .sheet
    }
  }

  func getAlertTitle(for alert: StoreAlert) -> String? {
    switch alert {
    case .loadFailed: "Loading failed"
    case .info: "Note"
    case .discardChanges: "Discard changes?"
    }
  }

  func getAlertActions(for alert: StoreAlert) -> [RouterAlertButton<String>] {
    switch alert {
    case .loadFailed: [.destructive("Delete"), .default("Retry"), .cancel()]
    case .info: [.cancel("OK")]
    case .discardChanges: [.destructive("Discard"), .cancel("Keep editing")]
    }
  }
}

/// An intent of the kind users test: it routes, reacts to alert buttons and results.
@MainActor
final class StoreIntent {
  let routerEvents: RouterEvents<StoreScreen, StoreAlert>
  private(set) var loads = 0
  private(set) var deleted = false
  private(set) var quantity: String = "none"

  init(routerEvents: RouterEvents<StoreScreen, StoreAlert>) { self.routerEvents = routerEvents }

  func productSelected(_ id: Int) { routerEvents.routeTo(.detail(id)) }

  func loadFailed() {
    routerEvents.presentAlert(.loadFailed) { [weak self] action in
      guard let self else { return }
      switch action {
      case "Retry": self.loads += 1
      case "Delete":
        self.deleted = true
        self.routerEvents.pop()
      default: break
      }
    }
  }

  func chooseQuantity() {
    routerEvents.routeTo(.quantity, as: .sheet, expecting: Int.self) { [weak self] result in
      switch result {
      case .value(let value): self?.quantity = "\(value)"
      case .cancelled: self?.quantity = "cancelled"
      }
    }
  }

  /// Opens the editor, guarded: leaving it asks "Discard changes?" first.
  @discardableResult
  func edit() -> RouteID {
    let id = routerEvents.routeTo(.edit)
    routerEvents.guardDismissal(of: id, .defer) { [weak self] change in
      guard let routerEvents = self?.routerEvents else { return }
      routerEvents.presentAlert(.discardChanges) { action in
        if action == "Discard" {
          routerEvents.confirm(change)
        } else {
          routerEvents.abandon(change)
        }
      }
    }
    return id
  }

  func loadLater() {
    Task { @MainActor in
      await Task.yield()
      self.routerEvents.routeTo(.detail(99))
    }
  }
}

/// Runs `body` and requires it to report exactly the failure `expected`, at `line` of this test
/// file. The failure is captured, not recorded: the test run lists no "known issues" for the
/// helpers' own failure tests. A different text or line fails the test, showing both.
@MainActor
func expectIssue(
  _ expected: String, atLine line: Int, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  let capture = IssueCapture()
  await IssueCapture.$current.withValue(capture) { await body() }
  #expect(
    capture.issues == [IssueCapture.Report(message: expected, line: line)],
    sourceLocation: sourceLocation)
}
