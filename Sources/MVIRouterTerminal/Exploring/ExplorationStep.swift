/// One step of a walk: the script lines a user's action is, and what to check after it besides
/// what is checked after every step.
struct ExplorationStep: Hashable, Sendable {
  /// What to check after the step, besides the frame and the app's invariants.
  enum Check: Hashable, Sendable {
    /// Nothing more.
    case none
    /// The app, saved now and restored into a fresh one, shows the same navigation and frame.
    case restores
  }

  /// The script lines, run one after another.
  var lines: [String]
  /// What to check after them.
  var check: Check = .none
  /// How the coverage names the action: a row's title, `back`, `link demo://…`.
  var label: String
  /// The title of the row it presses, if it presses one.
  var pressedRow: String?
}

extension ExplorationStep {
  /// Texts typed into fields: short, long, wide glyphs, emoji and a combining mark.
  static let typedTexts = [
    "a", "dog", "ali", "Tea", String(repeating: "a long line of text ", count: 8), "漢字",
    "🐶🎬", "e\u{301}", "0", "-1", "99999999999999999999", "a\tb",
  ]

  /// Terminal sizes a user drags to: common ones, narrow, short, and too small to draw.
  static let sizes = [
    (80, 24), (80, 24), (60, 20), (100, 30), (40, 12), (30, 8), (24, 6), (20, 5), (12, 4),
    (1, 1), (200, 50), (80, 13), (60, 9),
  ]

  /// Chooses what a user could do next from what the host shows now.
  ///
  /// - Parameters:
  ///   - view: The top screen as the keys see it.
  ///   - targets: Where the frame's rows, alert buttons and tabs can be clicked.
  ///   - tabs: The tab bar's tab count when it takes keys, else 0.
  ///   - links: Links the `open` command may open; empty when the host has no `open`.
  ///   - canRestore: Whether the navigation can be saved and restored.
  ///   - random: The seeded generator.
  /// - Returns: The step.
  static func choose(
    view: ExplorationView, targets: [TerminalHitTarget], tabs: Int, links: [String],
    canRestore: Bool, using random: inout ExplorationRandom
  ) -> ExplorationStep {
    var options: [(weight: Int, value: ExplorationStep)] = []
    func add(_ weight: Int, _ step: ExplorationStep) { options.append((weight, step)) }
    func key(_ name: String, label: String? = nil) -> ExplorationStep {
      ExplorationStep(lines: ["key \(name)"], label: label ?? name)
    }
    // What is always possible: the terminal changes size, the user waits, a link arrives.
    let size = sizes.randomElement(using: &random)!
    add(
      view.isTooSmall ? 30 : 4,
      ExplorationStep(lines: ["resize \(size.0) \(size.1)"], label: "resize"))
    add(5, ExplorationStep(lines: ["wait-idle"], label: "wait"))
    if let link = links.randomElement(using: &random) {
      add(3, ExplorationStep(lines: ["open \(link)"], label: "link \(link)"))
    }
    if canRestore, !view.overlayIsOpen {
      add(3, ExplorationStep(lines: ["wait-idle"], check: .restores, label: "restore"))
    }
    add(1, key("ctrl-l"))
    if view.isTooSmall {
      add(2, key("down"))
      add(2, key("esc"))
    } else if view.overlayIsOpen {
      for name in ["down", "up", "pagedown", "pageup", "home", "end", "enter"] { add(2, key(name)) }
      add(6, key("esc"))
      add(1, key("f1"))
      add(1, key("f2"))
    } else if !view.alertButtons.isEmpty {
      for name in ["tab", "backtab", "left", "right"] { add(3, key(name)) }
      add(6, key("enter", label: "alert button"))
      add(4, key("esc", label: "cancel alert"))
      for target in targets {
        guard case .alertButton(let index) = target.target,
          view.alertButtons.indices.contains(index)
        else { continue }
        add(
          3,
          ExplorationStep(
            lines: ["click \(target.line) \(target.columns.lowerBound)"],
            label: "alert \(view.alertButtons[index])"))
      }
      add(1, key("?"))
    } else {
      addScreenSteps(view: view, targets: targets, tabs: tabs, add: add, using: &random)
    }
    return random.pick(options) ?? key("down")
  }

  /// The steps of a screen with no alert or overlay over it: rows, back, the field, tabs, help.
  private static func addScreenSteps(
    view: ExplorationView, targets: [TerminalHitTarget], tabs: Int,
    add: (Int, ExplorationStep) -> Void, using random: inout ExplorationRandom
  ) {
    func key(_ name: String, label: String? = nil) -> ExplorationStep {
      ExplorationStep(lines: ["key \(name)"], label: label ?? name)
    }
    let presented = view.topRoute != nil
    for name in ["down", "up"] { add(8, key(name)) }
    for name in ["pagedown", "pageup", "home", "end"] { add(1, key(name)) }
    if view.rows.indices.contains(view.selection) {
      let row = view.rows[view.selection]
      var step = key("enter", label: row.title)
      step.pressedRow = row.isEnabled ? row.title : nil
      add(12, step)
    } else {
      add(2, key("enter"))
    }
    for target in targets {
      guard case .row(let index) = target.target, view.rows.indices.contains(index),
        view.rows[index].isEnabled
      else { continue }
      let row = view.rows[index]
      add(
        3,
        ExplorationStep(
          lines: ["click \(target.line) \(target.columns.lowerBound)"], label: row.title,
          pressedRow: row.title))
    }
    add(presented ? 8 : 2, key("esc", label: "back"))
    if let field = view.field {
      let text = typedTexts.randomElement(using: &random)!
      add(8, ExplorationStep(lines: ["type \(text)"], label: "type"))
      add(2, ExplorationStep(lines: ["paste \(text)"], label: "paste"))
      if !field.text.isEmpty {
        add(3, key("backspace"))
        add(2, key("ctrl-u", label: "clear"))
        for name in ["left", "right", "home", "end", "ctrl-w"] { add(1, key(name)) }
      }
    } else {
      add(2, key("left", label: "back"))
      add(1, key("backspace", label: "back"))
      add(2, key("right"))
    }
    if tabs > 0 {
      let tab = Int.random(in: 1...tabs, using: &random)
      add(6, ExplorationStep(lines: ["tab \(tab)"], label: "tab \(tab)"))
      if view.field == nil {
        add(1, key("]"))
        add(1, key("["))
      }
      for target in targets {
        guard case .tab(let index) = target.target else { continue }
        add(
          1,
          ExplorationStep(
            lines: ["click \(target.line) \(target.columns.lowerBound)"],
            label: "tab \(index + 1)"))
      }
    }
    add(1, key("f1", label: "help"))
    add(1, key("f2", label: "inspector"))
    add(1, ExplorationStep(lines: ["wheel down"], label: "wheel"))
  }

  /// Whether `lines`, run from what `view` shows, should leave something — so the navigation
  /// must change: Esc over an alert or a presented screen, or Enter or a click on a presented
  /// screen's enabled row titled like a way out (`Close`, `Cancel`, `Done`, `Back`, `Dismiss`).
  /// Decided from the state before the step, so a replayed step is checked as it acts then.
  static func shouldLeave(
    _ lines: [String], from view: ExplorationView, targets: [TerminalHitTarget]
  ) -> Bool {
    guard lines.count == 1, let line = lines.first, !view.isTooSmall, !view.overlayIsOpen else {
      return false
    }
    if line == "key esc" { return !view.alertButtons.isEmpty || view.topRoute != nil }
    guard view.alertButtons.isEmpty, view.topRoute != nil else { return false }
    var index: Int?
    if line == "key enter" {
      // Enter while scrolled away from the selection shows it first.
      guard !view.isScrolled else { return false }
      index = view.selection
    } else if line.hasPrefix("click ") {
      let numbers = line.split(separator: " ").dropFirst().compactMap { Int($0) }
      if numbers.count == 2,
        let hit = targets.first(where: {
          $0.line == numbers[0] && $0.columns.contains(numbers[1])
        }), case .row(let row) = hit.target
      {
        index = row
      }
    }
    guard let index, view.rows.indices.contains(index) else { return false }
    let row = view.rows[index]
    return row.isEnabled && ExplorationView.leaves(row)
  }
}
