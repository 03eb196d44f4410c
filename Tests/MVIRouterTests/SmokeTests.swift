import Foundation
import MVIRouter
import Testing

enum S: RouterScreenProtocol, Codable {
  case detail(Int)
  case edit, picker
}
enum A: RouterAlertScreenProtocol, Codable { case delete }

struct R: RouterProtocol {
  func getScreenPresentationType(for type: S) -> RouterScreenPresentationType {
    if case .detail = type { return .push }
    return .sheet
  }
  func getAlertActions(for type: A) -> [RouterAlertAction] { [.destructive("Delete"), .cancel()] }
}

@MainActor @Test func smoke() async throws {
  let router = RouterEvents(router: R())
  var log: [String] = []
  router.observe { log.append("\($0)") }
  router.routeTo(.detail(3))
  router.routeTo(.edit) { r in
    log.append("cb \(r)")
    router.routeTo(.picker)
  }
  router.presentAlert(.delete)
  #expect("\(router.state)" == "root > push detail(3) > sheet edit | alert delete[Delete, Cancel]")
  #expect(router.dismiss() == .applied)
  #expect("\(router.state)" == "root > push detail(3) > sheet picker")
  let id = router.routeTo(.detail(4), as: .push, expecting: Int.self) { log.append("res \($0)") }
  router.finish(id, with: 5)
  #expect(router.pop() == .ignored("pop(): nothing is pushed on the top layer"))
  let data = try JSONEncoder().encode(router.state)
  let back = try JSONDecoder().decode(NavigationState<S, A>.self, from: data)
  #expect(back == router.state)
  print(log.joined(separator: "\n"))
}
