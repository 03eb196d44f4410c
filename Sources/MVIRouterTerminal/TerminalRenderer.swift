import MVIRouter

/// Draws navigation as text: a pure function from the navigation state, the content of the
/// screens and a size to exactly `height` lines, none wider than `width` columns.
///
/// - The top line shows the breadcrumbs of the visible stack (the top layer's screen and the
///   screens pushed on it), cut from the left with `…`.
/// - The root's top screen fills the body. Each sheet is a titled box inset over what is below;
///   a full-screen cover hides everything below it.
/// - The visible alert is a centred box; its buttons read `[ Cancel] [▸Delete]`, the focused one
///   marked with `▸` so focus is readable without colour.
/// - The bottom line lists the keys that work now.
/// - Below ``minimumWidth`` × ``minimumHeight`` it says the terminal is too small.
///
/// ```swift
/// let lines = TerminalRenderer.render(
///   state: router.state, root: menuContent, screens: [:], alertFocus: 0, width: 40, height: 6)
/// print(lines.joined(separator: "\n"))
/// ```
///
/// Prints:
/// ```
/// Menu
/// ────────────────────────────────────────
/// ▸ Images
///   Movies
///
/// ↑↓ move · enter open · q quit
/// ```
public enum TerminalRenderer {
  /// The narrowest terminal the renderer lays out navigation in.
  public static let minimumWidth = 24
  /// The shortest terminal the renderer lays out navigation in.
  public static let minimumHeight = 6

  /// Renders one frame.
  ///
  /// - Parameters:
  ///   - state: The navigation to draw.
  ///   - root: The content of the root screen.
  ///   - screens: The content of each presented route's screen; a missing one is drawn empty
  ///     with the route's screen as its title.
  ///   - alertFocus: The index of the visible alert's focused button.
  ///   - width: The terminal's width in columns.
  ///   - height: The terminal's height in lines.
  /// - Returns: Exactly `height` lines, each at most `width` columns, without trailing spaces.
  public static func render<Screen, Alert>(
    state: NavigationState<Screen, Alert>, root: TerminalScreenContent,
    screens: [RouteID: TerminalScreenContent], alertFocus: Int, width: Int, height: Int
  ) -> [String] {
    guard height > 0 else { return [] }
    var canvas = Canvas(width: width, height: height)
    if width < minimumWidth || height < minimumHeight {
      let message = DisplayWidth.wrap(
        "Terminal too small: \(width)×\(height), needs \(minimumWidth)×\(minimumHeight).",
        to: max(1, width))
      for (index, line) in message.prefix(height).enumerated() {
        canvas.put(line, row: index, column: 0)
      }
      return canvas.lines
    }

    // Turn the generic state into plain layers once; the drawing below is not generic, so it
    // needs no type metadata at run time.
    var layers: [Layer] = [Layer(isCover: true, stack: [root])]
    for route in state.routes {
      let content = screens[route.id] ?? TerminalScreenContent(title: "\(route.screen)")
      switch route.presentation {
      case .push: layers[layers.count - 1].stack.append(content)
      case .sheet: layers.append(Layer(isCover: false, stack: [content]))
      case .fullScreenCover: layers.append(Layer(isCover: true, stack: [content]))
      }
    }
    let alert = state.visibleAlert.map {
      AlertBox(
        title: $0.title, message: $0.message, buttons: $0.actions.map(\.title),
        queued: state.queuedAlerts.count)
    }
    compose(
      layers: layers, alert: alert, focus: alertFocus,
      keys: keysLine(state: state, root: root, screens: screens), into: &canvas)
    return canvas.lines
  }

  /// A layer: the root or a modal, with the screens pushed on it.
  struct Layer {
    var isCover: Bool
    var stack: [TerminalScreenContent]
  }

  /// The visible alert, as drawn.
  struct AlertBox {
    var title: String
    var message: String?
    var buttons: [String]
    var queued: Int
  }

  private static func compose(
    layers: [Layer], alert: AlertBox?, focus: Int, keys: String, into canvas: inout Canvas
  ) {
    let width = canvas.width
    let height = canvas.height
    let crumbs = layers[layers.count - 1].stack.map(\.title).joined(separator: " › ")
    canvas.put(DisplayWidth.truncateLeft(crumbs, to: width), row: 0, column: 0)
    canvas.fill(row: 1, column: 0, count: width, with: "─")
    let top = 2
    let bottom = height - 2

    var sheetDepth = 0
    for (index, layer) in layers.enumerated() {
      let visible = layer.stack[layer.stack.count - 1]
      if layer.isCover {
        sheetDepth = 0
        // The root draws on a blank canvas; a cover blanks what is below it.
        if index > 0 {
          for row in top...bottom { canvas.fill(row: row, column: 0, count: width) }
        }
        draw(visible, in: &canvas, top: top, left: 0, width: width, bottom: bottom)
        continue
      }
      sheetDepth += 1
      let left = min(2 * sheetDepth, width / 3)
      let right = width - 1 - left
      let boxTop = min(top + sheetDepth, bottom - 2)
      let innerWidth = right - left - 3
      // A sheet is as tall as its content (with a blank line), at least half the body.
      let wanted = max(lineCount(visible, width: innerWidth) + 3, (bottom - top + 1) / 2)
      let boxBottom = min(bottom, boxTop + wanted)
      drawBox(
        title: visible.title, in: &canvas, top: boxTop, left: left, right: right,
        bottom: boxBottom)
      draw(
        visible, in: &canvas, top: boxTop + 1, left: left + 2, width: innerWidth,
        bottom: boxBottom - 1)
    }

    if let alert {
      drawAlert(alert, focus: focus, in: &canvas, top: top, bottom: bottom)
    }
    canvas.put(DisplayWidth.truncate(keys, to: width), row: height - 1, column: 0)
  }

  /// The keys that work now, as the bottom line shows them.
  static func keysLine<Screen, Alert>(
    state: NavigationState<Screen, Alert>, root: TerminalScreenContent,
    screens: [RouteID: TerminalScreenContent]
  ) -> String {
    if state.visibleAlert != nil {
      return "tab/←→ choose · enter press · esc cancel · ctrl-c quit"
    }
    let top = state.topRoute.flatMap { screens[$0.id] } ?? (state.routes.isEmpty ? root : nil)
    var keys: [String] = []
    if top?.textField != nil { keys.append("type to edit") }
    if let rows = top?.rows, !rows.isEmpty { keys.append("↑↓ move · enter open") }
    if !state.routes.isEmpty { keys.append("esc back") }
    keys.append(top?.textField != nil ? "ctrl-c quit" : "q quit")
    return keys.joined(separator: " · ")
  }

  private static func lineCount(_ content: TerminalScreenContent, width: Int) -> Int {
    guard width > 0 else { return 0 }
    var count = content.body.reduce(0) { $0 + DisplayWidth.wrap($1, to: width).count }
    if content.textField != nil { count += count > 0 ? 2 : 1 }
    if !content.rows.isEmpty { count += (count > 0 ? 1 : 0) + content.rows.count }
    return count
  }

  private static func draw(
    _ content: TerminalScreenContent, in canvas: inout Canvas, top: Int, left: Int, width: Int,
    bottom: Int
  ) {
    guard width > 0, bottom >= top else { return }
    var lines: [String] = []
    for line in content.body { lines += DisplayWidth.wrap(line, to: width) }
    if let field = content.textField {
      if !lines.isEmpty { lines.append("") }
      let text = field.text.isEmpty ? "(\(field.placeholder))" : field.text + "_"
      lines.append("\(field.label): \(text)")
    }
    let available = bottom - top + 1
    var rowLines: [String] = []
    for (index, row) in content.rows.enumerated() {
      let marker = index == content.selectedRow ? "▸ " : "  "
      let detail = row.detail.map { "  " + $0 } ?? ""
      rowLines.append(marker + row.title + detail)
    }
    if !rowLines.isEmpty, !lines.isEmpty { lines.append("") }
    // Keep the selected row in view when the rows do not fit.
    let roomForRows = max(1, available - lines.count)
    if rowLines.count > roomForRows {
      let start = min(
        max(0, content.selectedRow - roomForRows + 1), rowLines.count - roomForRows)
      rowLines = Array(rowLines[start..<(start + roomForRows)])
    }
    lines += rowLines
    for (offset, line) in lines.prefix(available).enumerated() {
      canvas.put(DisplayWidth.truncate(line, to: width), row: top + offset, column: left)
    }
  }

  private static func drawBox(
    title: String, in canvas: inout Canvas, top: Int, left: Int, right: Int, bottom: Int
  ) {
    let inner = right - left - 1
    guard inner > 0, bottom > top else { return }
    let label = DisplayWidth.truncate(" \(title) ", to: max(0, inner - 1))
    let fillCount = max(0, inner - 1 - DisplayWidth.of(label))
    canvas.put(
      "┌─" + label + String(repeating: "─", count: fillCount) + "┐", row: top, column: left)
    for row in (top + 1)..<bottom {
      canvas.put("│", row: row, column: left)
      canvas.fill(row: row, column: left + 1, count: inner)
      canvas.put("│", row: row, column: right)
    }
    canvas.put("└" + String(repeating: "─", count: inner) + "┘", row: bottom, column: left)
  }

  private static func drawAlert(
    _ alert: AlertBox, focus: Int, in canvas: inout Canvas, top: Int, bottom: Int
  ) {
    let queued = alert.queued
    let buttons = alert.buttons.enumerated().map { index, title in
      "[" + (index == focus ? "▸" : " ") + title + "]"
    }.joined(separator: " ")
    let maxInner = max(4, canvas.width - 6)
    var inner = max(
      DisplayWidth.of(alert.title) + 2, DisplayWidth.of(buttons),
      DisplayWidth.of(alert.message ?? ""), 20)
    inner = min(inner + 2, maxInner)
    let textWidth = inner - 2
    var lines = DisplayWidth.wrap(alert.title, to: textWidth)
    if let message = alert.message, !message.isEmpty {
      lines.append("")
      lines += DisplayWidth.wrap(message, to: textWidth)
    }
    lines.append("")
    let buttonsLine = DisplayWidth.truncate(buttons, to: textWidth)
    let boxHeight = min(lines.count + 3, bottom - top + 1)
    let boxTop = top + max(0, (bottom - top + 1 - boxHeight) / 2)
    let left = (canvas.width - inner - 2) / 2
    let right = left + inner + 1
    let boxBottom = boxTop + boxHeight - 1
    let note = queued > 0 ? " +\(queued) queued " : ""
    canvas.put(
      "┌" + String(repeating: "─", count: inner) + "┐", row: boxTop, column: left)
    for row in (boxTop + 1)..<boxBottom {
      canvas.put("│", row: row, column: left)
      canvas.fill(row: row, column: left + 1, count: inner)
      canvas.put("│", row: row, column: right)
    }
    let bottomFill = max(0, inner - DisplayWidth.of(note))
    canvas.put(
      "└" + String(repeating: "─", count: bottomFill) + note + "┘", row: boxBottom, column: left)
    let textRows = boxHeight - 3
    for (offset, line) in lines.prefix(max(0, textRows)).enumerated() {
      let pad = (textWidth - DisplayWidth.of(line)) / 2
      canvas.put(line, row: boxTop + 1 + offset, column: left + 2 + max(0, pad))
    }
    let buttonsPad = (textWidth - DisplayWidth.of(buttonsLine)) / 2
    canvas.put(buttonsLine, row: boxBottom - 1, column: left + 2 + max(0, buttonsPad))
  }
}
