import Testing

@testable import MVIRouter

/// The alert queue of a navigation state: positions, owners' links and the visible alert's
/// buttons, whichever way its alerts leave.
@Suite struct AlertQueueTests {
  func alert(_ raw: Int, _ value: CoreAlert = .info) -> PresentedAlert<CoreAlert> {
    PresentedAlert(
      id: AlertID(rawValue: raw), alert: value, owner: nil, title: "Alert \(raw)", message: nil,
      buttons: [.destructive("Delete", action: "delete"), .cancel("Keep", action: "keep")])
  }

  @Test func aPositionIsNeverHandedOutTwiceWhenTheLastAlertLeaves() {
    var queue = AlertQueue<CoreAlert>()
    var positions: [Int] = []
    for raw in 1...3 {
      positions.append(queue.append(alert(raw), ownerIndex: -1))
      let (left, ownerIndex, next) = queue.removeFirst()
      #expect(left.id == AlertID(rawValue: raw))
      #expect(ownerIndex == -1)
      #expect(next == -1)
      #expect(queue.count == 0)
      #expect(queue.first == nil)
    }
    positions.append(queue.append(alert(4), ownerIndex: -1))
    #expect(positions == [0, 1, 2, 3])
    #expect(queue.slots.count == 1)
  }

  @Test func theLastAlertLeavingAfterOthersLeftBehindItEmptiesTheStorage() {
    var queue = AlertQueue<CoreAlert>()
    let first = queue.append(alert(1), ownerIndex: 0)
    let second = queue.append(alert(2), ownerIndex: 0)
    queue.link(first, to: second)
    let third = queue.append(alert(3), ownerIndex: -1)
    // The owner's second alert leaves with it, then the visible one is answered.
    #expect(queue.remove(at: second).id == AlertID(rawValue: 2))
    let visible = queue.removeFirst()
    #expect(visible.alert.id == AlertID(rawValue: 1))
    #expect(visible.ownerIndex == 0)
    #expect(visible.next == second)
    #expect(queue.elements.map(\.id) == [AlertID(rawValue: 3)])
    // The last slot leaves: the removed one before it goes too, and positions go on.
    let last = queue.removeFirst()
    #expect(last.alert.id == AlertID(rawValue: 3))
    #expect(queue.slots.isEmpty)
    #expect(queue.append(alert(4), ownerIndex: -1) == third + 1)
  }

  @Test func theVisibleButtonIsFoundByActionTitleOrButtonAndNotCopiedAway() {
    var queue = AlertQueue<CoreAlert>()
    _ = queue.append(alert(1, .delete), ownerIndex: -1)
    _ = queue.append(alert(2), ownerIndex: -1)
    #expect(queue.visibleButton(.action("keep"))?.title == "Keep")
    #expect(queue.visibleButton(.title("Delete"))?.action == "delete")
    #expect(queue.visibleButton(.button(.cancel("Other", action: "keep")))?.title == "Keep")
    #expect(queue.visibleButton(.action("share")) == nil)
    // Reading the buttons leaves the alerts as they were.
    #expect(queue.elements.map(\.id) == [AlertID(rawValue: 1), AlertID(rawValue: 2)])
    #expect(queue.first?.buttons.map(\.title) == ["Delete", "Keep"])
  }
}
