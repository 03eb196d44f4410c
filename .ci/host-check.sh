#!/usr/bin/env bash
# A host written outside this package, from the public API alone: a new package that depends on
# this one by path holds a minimal text host (MVIRouterHosting, no `@testable`, no `package`
# access) and a test that shows a router's stack, a sheet and an alert, then writes back a swipe
# back, a sheet dragged down and an alert button, checking the router's state after each against
# what the host showed, and that a write-back the state has moved past is ignored.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pkg="$work/TextHost"
mkdir -p "$pkg/Sources/TextHost" "$pkg/Tests/TextHostTests"
# A package's identity is its folder's name: give the checkout the name users clone it under.
ln -s "$repo" "$work/MVIRouter"

cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "TextHost",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "$work/MVIRouter")],
  targets: [
    .target(
      name: "TextHost", dependencies: [.product(name: "MVIRouterHosting", package: "MVIRouter")]),
    .testTarget(name: "TextHostTests", dependencies: ["TextHost"]),
  ]
)
SWIFT

cat > "$pkg/Sources/TextHost/TextHost.swift" <<'SWIFT'
import MVIRouterHosting

/// A host that shows a router as lines of text and reports what its user removes by hand.
/// It keeps what it showed last: every write-back is made from that, as a UIKit host would.
@MainActor
public final class TextHost<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  public let model: HostModel<Screen, Alert>
  public private(set) var shown: HostPresentation<Screen, Alert>

  public init(_ routerEvents: RouterEvents<Screen, Alert>) {
    model = HostModel(routerEvents)
    shown = model.presentation
  }

  /// Shows the current presentation: one line per layer, a line for the alert.
  @discardableResult
  public func show() -> [String] {
    shown = model.presentation
    var lines: [String] = []
    for layer in shown.layers {
      let opener = layer.modal.map { "\($0.isCover ? "cover" : "sheet") \($0.route.screen)" } ?? "root"
      let stack = layer.path.map { "\($0.screen)#\($0.id.rawValue)" }
      lines.append("\(opener): " + stack.joined(separator: " > "))
    }
    if let alert = shown.alert {
      lines.append("alert \(alert.title): " + alert.buttons.map { "[\($0.title)]" }.joined(separator: " "))
    }
    return lines
  }

  /// The user swiped back on the top stack it was shown.
  @discardableResult
  public func swipeBack() -> RouterOutcome? {
    let layer = shown.topLayer
    return model.writeBack(layer.writeBack(path: layer.path.dropLast()))
  }

  /// The user dragged down the top-most sheet it was shown.
  @discardableResult
  public func dragSheetDown() -> RouterOutcome? {
    guard let layer = shown.layers.last(where: { $0.sheet != nil }) else { return nil }
    return model.writeBack(layer.writeBack(sheet: nil))
  }

  /// The user chose the alert button titled `title` in the alert it was shown.
  @discardableResult
  public func chooseAlertButton(_ title: String) -> RouterOutcome? {
    let layer = shown.topLayer
    guard let index = layer.alert?.buttons.firstIndex(where: { $0.title == title }) else { return nil }
    return model.writeBack(layer.writeBack(alertButtonAt: index))
  }
}
SWIFT

cat > "$pkg/Tests/TextHostTests/TextHostTests.swift" <<'SWIFT'
import MVIRouterHosting
import Testing
import TextHost

enum Screen: RouterScreenProtocol { case list, detail(Int), edit }
enum Alert: RouterAlertScreenProtocol {
  case delete
  enum Action: Hashable, Sendable { case delete, keep }
}
struct Policy: RouterPolicy {
  func getScreenPresentationType(for type: Screen) -> RouterScreenPresentationType {
    type == .edit ? .sheet : .push
  }
  func getAlertTitle(for type: Alert) -> String? { "Delete?" }
  func getAlertActions(for type: Alert) -> [RouterAlertButton<Alert.Action>] {
    [.destructive("Delete", action: .delete), .cancel("Keep", action: .keep)]
  }
}

@MainActor
@Test func theHostShowsTheRouterAndWritesBackWhatTheUserRemoved() {
  let routerEvents = RouterEvents(router: Policy())
  let host = TextHost(routerEvents)
  let list = routerEvents.routeTo(.list)
  let detail = routerEvents.routeTo(.detail(7))
  var editLeft: [DismissReason] = []
  let edit = routerEvents.routeTo(.edit) { editLeft.append($0) }
  var answers: [Alert.Action] = []
  routerEvents.presentAlert(.delete) { answers.append($0) }

  // The stack, the sheet and the alert, each with its id.
  #expect(host.show() == [
    "root: list#\(list.rawValue) > detail(7)#\(detail.rawValue)",
    "sheet edit: ",
    "alert Delete?: [Delete] [Keep]",
  ])
  #expect(host.shown.layers[0].sheet?.id == edit)

  // An alert button: the presenter hears its action; the alert leaves, nothing else.
  #expect(host.chooseAlertButton("Delete") == .applied)
  #expect(answers == [.delete])
  #expect(routerEvents.state.visibleAlert == nil)
  #expect(routerEvents.state.routes.map(\.id) == [list, detail, edit])

  // The sheet dragged down: the sheet it showed leaves with the user's back.
  host.show()
  #expect(host.dragSheetDown() == .applied)
  #expect(editLeft == [.userBack])
  #expect(routerEvents.state.routes.map(\.id) == [list, detail])

  // A swipe back: the push it showed on top leaves, the one below stays.
  host.show()
  #expect(host.swipeBack() == .applied)
  #expect(routerEvents.state.routes.map(\.id) == [list])
  #expect(host.show() == ["root: list#\(list.rawValue)"])

  // What the host showed is stale once an intent routes: the write-back is ignored, nothing moves.
  routerEvents.routeTo(.detail(8))
  let before = routerEvents.state
  guard case .ignored(.outdatedWriteBack)? = host.swipeBack() else {
    Issue.record("a stale swipe back was not ignored as outdated")
    return
  }
  #expect(routerEvents.state == before)
}
SWIFT

cd "$pkg"
swift build --build-tests 2>&1 | tee "$work/build.log" | tail -n 20
if grep -E "^/.*TextHost/.*: (warning|error):" "$work/build.log"; then
  echo "host-check: the host built with warnings or errors"; exit 1
fi
swift test 2>&1 | tee "$work/test.log" | tail -n 15
grep -Eq "Test run with [1-9][0-9]* tests? .*passed" "$work/test.log" \
  || { echo "host-check: the host's test did not pass"; exit 1; }
echo "host-check: a host outside the package shows a router and writes back, from the public API alone"
