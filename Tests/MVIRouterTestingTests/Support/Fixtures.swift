import MVIRouter
import MVIRouterTesting
import Testing

enum StoreScreen: RouterScreenProtocol {
  case list
  case detail(Int)
  case quantity
}

enum StoreAlert: RouterAlertScreenProtocol {
  case loadFailed
  case info
}

@MainActor
struct StoreRouter: RouterPolicy {
  func getScreenPresentationType(for screen: StoreScreen) -> RouterScreenPresentationType {
    switch screen {
    case .list, .detail: .push
    case .quantity: .sheet
    }
  }

  func getAlertTitle(for alert: StoreAlert) -> String? {
    alert == .loadFailed ? "Loading failed" : "Note"
  }

  func getAlertActions(for alert: StoreAlert) -> [RouterAlertButton<String>] {
    alert == .loadFailed
      ? [.destructive("Delete"), .default("Retry"), .cancel()] : [.cancel("OK")]
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

  func loadLater() {
    Task { @MainActor in
      await Task.yield()
      self.routerEvents.routeTo(.detail(99))
    }
  }
}

/// Runs `body` and requires it to record exactly the issue `expected`, reported at `line` of
/// this test file. A different text or line is recorded as a real failure, showing the text.
@MainActor
func expectIssue(_ expected: String, atLine line: Int, _ body: () async -> Void) async {
  await withKnownIssue {
    await body()
  } matching: { issue in
    issue.comments.map(\.rawValue) == [expected] && issue.sourceLocation?.line == line
  }
}
