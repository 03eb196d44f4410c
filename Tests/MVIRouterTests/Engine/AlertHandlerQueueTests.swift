import Testing

@testable import MVIRouter

/// The alert handlers a routerEvents keeps, in id order.
@MainActor
@Suite struct AlertHandlerQueueTests {
  @Test func handlersAreTakenOnceByIDWhereverTheyStand() {
    var queue = AlertHandlerQueue<String>()
    var calls: [String] = []
    func button(_ title: String) -> RouterAlertButton<String> {
      RouterAlertButton(title: title, role: .cancel, action: title)
    }
    for raw in 1...100 {
      queue.add(AlertID(rawValue: raw), .action { calls.append("\(raw) \($0)") })
    }
    queue.take(AlertID(rawValue: 50))?(button("Cancel"))
    #expect(queue.take(AlertID(rawValue: 50)) == nil)
    for raw in 1...49 { queue.take(AlertID(rawValue: raw))?(button("OK")) }
    #expect(queue.head <= 51)
    queue.add(AlertID(rawValue: 7), .action { calls.append("7 again \($0)") })
    queue.take(AlertID(rawValue: 7))?(button("Late"))
    for raw in 51...100 { queue.take(AlertID(rawValue: raw))?(button("OK")) }
    #expect(queue.isEmpty)
    #expect(queue.entries.isEmpty)
    #expect(calls.count == 101)
    #expect(calls.first == "50 Cancel")
    #expect(calls.contains("7 again Late"))
    #expect(queue.take(AlertID(rawValue: 1)) == nil)
  }
}
