/// Lays a ``Scene`` out on a ``Canvas``: breadcrumbs, layers, the alert, an overlay and the
/// keys line. Not generic, so drawing needs no type metadata at run time.
enum FrameComposer {
  /// A rectangle of the canvas, bounds included.
  struct Area {
    var top: Int
    var left: Int
    var bottom: Int
    var right: Int
    var width: Int { right - left + 1 }
    var height: Int { bottom - top + 1 }
  }

  static func compose(_ scene: Scene, view: TerminalViewState, width: Int, height: Int)
    -> TerminalFrame
  {
    var canvas = Canvas(width: width, height: height)
    var targets: [TerminalHitTarget] = []
    let top = scene.layers[scene.layers.count - 1].content

    // The inspector takes a side pane when wide, a bottom pane when narrow, and everything
    // above the keys line when the terminal is too small for both.
    // The tab bar, when there is one, takes the line above the keys.
    let bottom = height - (view.tabBar == nil ? 2 : 3)
    var main = Area(top: 0, left: 0, bottom: bottom, right: width - 1)
    var pane: Area?
    var inspector: TerminalInspectorContent?
    if case .inspector(let content) = view.overlay {
      inspector = content
      if width >= 100 {
        // Half the width: the history's lines are long, and read best unwrapped.
        let paneWidth = max(32, width / 2)
        main.right = width - paneWidth - 1
        pane = Area(top: 0, left: main.right + 1, bottom: bottom, right: width - 1)
      } else if height >= 14 {
        let paneHeight = max(5, (height - 1) * 2 / 5)
        main.bottom = bottom - paneHeight
        pane = Area(top: main.bottom + 1, left: 0, bottom: bottom, right: width - 1)
      } else {
        pane = main
      }
    }

    let paneHidesNavigation = pane.map { $0.top == main.top && $0.left == main.left } ?? false
    if !paneHidesNavigation {
      if main.left == 0, main.right == width - 1 {
        drawNavigation(scene, view: view, in: &canvas, area: main, targets: &targets)
      } else {
        // Draw the navigation on its own canvas, so nothing spills into the pane.
        var sub = Canvas(width: main.width, height: main.height)
        drawNavigation(
          scene, view: view, in: &sub,
          area: Area(top: 0, left: 0, bottom: main.bottom, right: main.width - 1),
          targets: &targets)
        canvas.draw(sub, row: 0, column: 0)
      }
    }
    var historyPage: Int?
    if let pane, let inspector {
      historyPage = drawInspector(inspector, in: &canvas, area: pane, targets: &targets)
    }
    var helpWindow: ScrollWindow?
    if view.overlay == .help {
      targets.removeAll()
      // Every key of the screen, then how to close the help (its last entry, quit, is listed).
      var screenKeys = keyContext(scene, top: top, view: view)
      screenKeys.overlay = nil
      let entries =
        TerminalKeyHelp.entries(in: screenKeys)
        + TerminalKeyHelp.entries(in: keyContext(scene, top: top, view: view)).dropLast()
      let body = Area(top: main.top + 2, left: main.left, bottom: main.bottom, right: main.right)
      helpWindow = drawHelp(entries, scroll: view.scroll, in: &canvas, area: body)
    }

    if var tabBar = view.tabBar {
      // Under an alert or the help the tab keys and clicks do nothing: the bar is dimmed.
      if scene.alert != nil || view.overlay == .help { tabBar.isActive = false }
      drawTabBar(tabBar, in: &canvas, row: height - 2, width: width, targets: &targets)
    }
    if let notice = view.notice {
      // A long notice wraps upwards from the bottom line, over what is above it, so all of it
      // can be read (up to half the frame).
      let lines = DisplayWidth.wrap(notice, to: width).suffix(max(1, height / 2))
      for (offset, line) in lines.enumerated() {
        let row = height - lines.count + offset
        canvas.fill(row: row, column: 0, count: width)
        canvas.put(line, row: row, column: 0, style: .reverse)
      }
    } else {
      let keys = TerminalKeyHelp.line(in: keyContext(scene, top: top, view: view), width: width)
      canvas.put(keys, row: height - 1, column: 0, style: .dim)
    }
    let lines = canvas.lines
    var frame = TerminalFrame(
      lines: lines, styledLines: view.colour ? canvas.styledLines : lines, hitTargets: targets)
    frame.helpWindow = helpWindow
    frame.historyPage = historyPage
    // The cursor shows only where the keys go: no overlay, no alert.
    if view.overlay == nil, scene.alert == nil { frame.cursor = canvas.cursor }
    return frame
  }

  static func keyContext(_ scene: Scene, top: TerminalScreenContent, view: TerminalViewState)
    -> TerminalKeyHelp.Context
  {
    let overlay: TerminalKeyHelp.Context.Overlay? =
      switch view.overlay {
      case .help: .help
      case .inspector: .inspector
      case nil: nil
      }
    var context = TerminalKeyHelp.Context(
      alertButtons: scene.alert?.buttons.count ?? 0, hasTextField: top.textField != nil,
      hasRows: top.rows.contains(where: \.isEnabled), canGoBack: scene.canGoBack,
      overlay: overlay, tabs: view.tabBar.map { $0.isActive ? $0.titles.count : 0 } ?? 0,
      mouse: view.mouse)
    context.tabKeysFirst = view.tabKeysFirst
    context.filtering = view.filtering
    return context
  }

  /// The tab bar: the selected tab in reverse video; dimmed, and not clickable, while modals
  /// over the tab bar, an alert or the help take the keys.
  private static func drawTabBar(
    _ tabBar: TerminalTabBar, in canvas: inout Canvas, row: Int, width: Int,
    targets: inout [TerminalHitTarget]
  ) {
    let layout = tabBar.layout(width: width)
    canvas.put(layout.text, row: row, column: 0, style: tabBar.isActive ? [] : .dim)
    for (index, columns) in zip(layout.indices, layout.columns) {
      if index == tabBar.selected, tabBar.isActive {
        canvas.addStyle(.reverse, row: row, columns: columns)
      }
      if tabBar.isActive {
        targets.append(TerminalHitTarget(line: row, columns: columns, target: .tab(index)))
      }
    }
  }

  // MARK: Navigation

  private static func drawNavigation(
    _ scene: Scene, view: TerminalViewState, in canvas: inout Canvas, area: Area,
    targets: inout [TerminalHitTarget]
  ) {
    let width = area.width
    var crumbs = scene.crumbs.joined(separator: " › ")
    if scene.isCut { crumbs = "… › " + crumbs }
    canvas.put(
      DisplayWidth.truncateLeft(crumbs, to: width), row: area.top, column: area.left,
      style: .bold)
    canvas.fill(row: area.top + 1, column: area.left, count: width, with: "─")
    let body = Area(top: area.top + 2, left: area.left, bottom: area.bottom, right: area.right)
    guard body.height > 0 else { return }

    var parent = body
    var sheetDepth = 0
    let topIndex = scene.layers.count - 1
    let isTopFocused = scene.alert == nil
    // The open inspector takes the keys: the screens and the alert beside it mark no focus
    // (their rows and buttons can still be clicked).
    var inspectorIsOpen = false
    if case .inspector = view.overlay { inspectorIsOpen = true }
    let marksFocus = isTopFocused && !inspectorIsOpen
    for (index, layer) in scene.layers.enumerated() {
      let isTop = index == topIndex
      let selection = isTop ? view.selection : layer.content.selectedRow
      let cursor = isTop ? view.fieldCursor : nil
      let scroll = isTop ? view.scroll : 0
      var layerTargets: [TerminalHitTarget] = []
      if layer.isCover {
        draw(
          layer.content, selection: selection, cursor: cursor, focused: isTop && marksFocus,
          scroll: scroll, terminalCursor: view.terminalCursor,
          in: &canvas, area: body, targets: &layerTargets)
        parent = body
        sheetDepth = 0
      } else {
        // What is below a modal is dimmed.
        canvas.restyle(
          top: body.top, bottom: body.bottom, left: body.left, right: body.right, to: .dim)
        sheetDepth += 1
        let left = body.left + min(2 * sheetDepth, width / 3)
        let right = body.right - min(2 * sheetDepth, width / 3)
        let innerWidth = right - left - 3
        // A sheet rises from the bottom. With detents it opens at the first one's share of
        // the body's height (its box spans that many lines); else it is as tall as its
        // content (with a blank line), at least half the body. What it is presented over
        // stays readable above it: at least its first line.
        let wanted =
          layer.heightFraction.map { max(3, Int((Double(body.height) * $0).rounded()) - 1) }
          ?? max(lineCount(layer.content, width: innerWidth) + 3, body.height / 2)
        // A sheet over a sheet rises inside its box when there is room for it and a line of
        // the sheet below.
        let inParent = sheetDepth > 1 && parent.height >= 4
        let boxBottom = inParent ? parent.bottom : body.bottom
        let highest = inParent ? parent.top + 1 : min(body.top + sheetDepth, body.bottom - 2)
        let boxTop = max(highest, boxBottom - wanted)
        // Clear the band around the box, up to the edges of what it is drawn over.
        canvas.clearText(top: boxTop, bottom: boxBottom, left: parent.left, right: left - 1)
        canvas.clearText(top: boxTop, bottom: boxBottom, left: right + 1, right: parent.right)
        drawBox(
          title: layer.content.title, in: &canvas, top: boxTop, left: left, right: right,
          bottom: boxBottom)
        let inner = Area(top: boxTop + 1, left: left + 2, bottom: boxBottom - 1, right: right - 2)
        draw(
          layer.content, selection: selection, cursor: cursor, focused: isTop && marksFocus,
          scroll: scroll, terminalCursor: view.terminalCursor,
          in: &canvas, area: inner, targets: &layerTargets)
        parent = Area(top: boxTop + 1, left: left + 1, bottom: boxBottom - 1, right: right - 1)
      }
      if isTop, isTopFocused { targets = layerTargets }
    }

    if let alert = scene.alert {
      canvas.restyle(
        top: body.top, bottom: body.bottom, left: body.left, right: body.right, to: .dim)
      drawAlert(
        alert, focus: view.alertFocus, marked: !inspectorIsOpen, in: &canvas, area: body,
        targets: &targets)
    }
  }

  /// The lines a screen's content takes at `width`, before scrolling.
  private static func lineCount(_ content: TerminalScreenContent, width: Int) -> Int {
    guard width > 0 else { return 0 }
    var count = content.body.reduce(0) { $0 + DisplayWidth.wrap($1, to: width).count }
    if content.textField != nil { count += count > 0 ? 2 : 1 }
    if !content.rows.isEmpty {
      count += (count > 0 ? 1 : 0) + content.rows.count
    } else if content.noRowsLine != nil {
      count += (count > 0 ? 1 : 0) + 1
    }
    return count
  }

  /// One line of a screen, as laid out before scrolling.
  private enum Line {
    case text(String)
    /// Dimmed text in the rows' place: the screen has none to show.
    case noRows(String)
    case field(TerminalTextField)
    case row(Int)
  }

  /// The first line shown and whether markers stand for lines above and below: the line
  /// `focus` is always shown, never under a marker, and a marker always stands for at least
  /// two lines. Two lines show the focus and one marker: below it, else above it when nothing
  /// is below; with one line below, that line.
  static func window(total: Int, available: Int, focus: Int) -> (
    offset: Int, above: Bool, below: Bool
  ) {
    guard total > available, available > 0 else { return (0, false, false) }
    let focus = min(max(0, focus), total - 1)
    if available == 2 {
      switch total - 1 - focus {
      case 0: return (focus - 1, true, false)
      case 1: return (focus, false, false)
      default: return (focus, false, true)
      }
    }
    guard available >= 3 else {
      return (min(focus, total - available), false, false)
    }
    var offset = 0
    if focus >= available - 1 {
      offset = focus - (available - 2)
      if offset + available >= total { offset = total - available }
    }
    return (offset, offset > 0, offset + available < total)
  }

  private static func draw(
    _ content: TerminalScreenContent, selection: Int, cursor: Int?, focused: Bool,
    scroll: Int = 0, terminalCursor: Bool = false, in canvas: inout Canvas, area: Area,
    targets: inout [TerminalHitTarget]
  ) {
    let width = area.width
    guard width > 0, area.height > 0 else { return }
    var lines: [Line] = []
    for line in content.body {
      for wrapped in DisplayWidth.wrap(line, to: width) { lines.append(.text(wrapped)) }
    }
    var focusLine = 0
    if let field = content.textField {
      if !lines.isEmpty { lines.append(.text("")) }
      focusLine = lines.count
      lines.append(.field(field))
    }
    if !content.rows.isEmpty {
      if !lines.isEmpty { lines.append(.text("")) }
      let selected = min(max(0, selection), content.rows.count - 1)
      focusLine = lines.count + selected
      for index in content.rows.indices { lines.append(.row(index)) }
    } else if let note = content.noRowsLine {
      if !lines.isEmpty { lines.append(.text("")) }
      lines.append(.noRows("  " + note))
    }
    // Details (prices, counts) start in one column after the longest title that has one,
    // when that column and the widest detail fit; else each follows its title.
    var detailColumn: Int?
    let detailed = content.rows.filter { $0.detail != nil }
    if !detailed.isEmpty {
      let titles = detailed.map {
        DisplayWidth.of($0.title) + ($0.isEnabled ? 0 : DisplayWidth.of(" (unavailable)"))
      }
      let column = 2 + (titles.max() ?? 0) + 2
      let widest = detailed.map { DisplayWidth.of($0.detail ?? "") }.max() ?? 0
      // A narrow terminal keeps the column when a few columns of each detail fit: they are
      // cut at the right, and read better aligned than each after its title.
      if column + min(widest, 8) <= width { detailColumn = column }
    }
    var (offset, above, below) = window(
      total: lines.count, available: area.height, focus: focusLine)
    if scroll != 0, lines.count > area.height {
      // Scrolled away from the selection: as far as the first or last line, markers where
      // lines are hidden.
      offset = min(max(0, offset + scroll), lines.count - area.height)
      above = offset > 0
      below = offset + area.height < lines.count
    }
    for slot in 0..<min(area.height, lines.count - offset) {
      let row = area.top + slot
      let index = offset + slot
      if above, slot == 0 {
        canvas.put("↑ \(offset + 1) more", row: row, column: area.left, style: .dim)
        continue
      }
      if below, slot == area.height - 1 {
        let hidden = lines.count - index
        canvas.put("↓ \(hidden) more", row: row, column: area.left, style: .dim)
        continue
      }
      switch lines[index] {
      case .text(let text):
        canvas.put(text, row: row, column: area.left, maxWidth: width)
      case .noRows(let text):
        canvas.put(
          DisplayWidth.truncate(text, to: width), row: row, column: area.left, maxWidth: width,
          style: .dim)
      case .field(let field):
        drawField(
          field, cursor: cursor, terminalCursor: terminalCursor && focused, in: &canvas, row: row,
          left: area.left, width: width)
      case .row(let rowIndex):
        let item = content.rows[rowIndex]
        // The selection never rests on a disabled row, even when no row is enabled.
        let isSelected =
          item.isEnabled && rowIndex == min(max(0, selection), content.rows.count - 1)
        // Only the focused screen marks its selection: one `▸` a frame is the focus.
        let isFocus = isSelected && focused
        var title = (isFocus ? "▸ " : "  ") + item.title
        if !item.isEnabled { title += " (unavailable)" }
        var style: Canvas.Style = item.isEnabled ? [] : .dim
        if isFocus {
          // The focus highlight spans the whole row, not just its text.
          style.insert(.reverse)
          canvas.fill(row: row, column: area.left, count: width, style: .reverse)
        }
        var end = canvas.put(
          DisplayWidth.truncate(title, to: width), row: row, column: area.left, maxWidth: width,
          style: style)
        if let detail = item.detail, end < area.left + width {
          let pad = detailColumn.map { max(2, area.left + $0 - end) } ?? 2
          end = canvas.put(
            DisplayWidth.truncate(
              String(repeating: " ", count: pad) + detail, to: area.left + width - end),
            row: row,
            column: end, maxWidth: area.left + width - end,
            // In the focus highlight the detail is reversed like the title, not grey: one
            // even bar across the row.
            style: isFocus ? .reverse : .dim)
        }
        if item.isEnabled {
          targets.append(
            TerminalHitTarget(
              line: row, columns: area.left..<(area.left + width), target: .row(rowIndex)))
        }
      }
    }
  }

  /// `Label: text` with the text scrolled so the cursor shows; the cursor is `_` at the end
  /// of the text and `▏` inside it, or with `terminalCursor` the terminal's own cursor, kept in
  /// the canvas, taking no cell.
  private static func drawField(
    _ field: TerminalTextField, cursor: Int?, terminalCursor: Bool = false,
    in canvas: inout Canvas, row: Int, left: Int, width: Int
  ) {
    // A secure field shows a `•` for each character, never the text.
    let field = field.isSecure ? field.masked : field
    let label = field.label + ": "
    let start = canvas.put(label, row: row, column: left, maxWidth: width)
    let room = left + width - start
    guard room > 0 else { return }
    if terminalCursor {
      drawFieldText(field, cursor: cursor, in: &canvas, row: row, start: start, room: room)
      return
    }
    if field.text.isEmpty, cursor == nil || cursor == 0 {
      // The cursor, then the placeholder dimmed: an empty field still shows where typing goes.
      let end = canvas.put("_", row: row, column: start, maxWidth: room)
      if !field.placeholder.isEmpty, room > 1 {
        canvas.put(
          DisplayWidth.truncate(" (\(field.placeholder))", to: room - 1), row: row, column: end,
          style: .dim)
      }
      return
    }
    var characters = Array(field.text)
    let position = min(max(0, cursor ?? characters.count), characters.count)
    let atEnd = position == characters.count
    characters.insert(atEnd ? "_" : "▏", at: position)
    let widths = characters.map { DisplayWidth.of($0) }
    if widths.reduce(0, +) <= room {
      canvas.put(String(characters), row: row, column: start)
      return
    }
    // Keep the cursor in view: from the start when it fits, else ending just after it.
    var first = 0
    var last = position
    let rightMark = position < characters.count - 1 ? 1 : 0
    if widths[0...position].reduce(0, +) + 1 > room {
      var used = widths[position]
      first = position
      while first > 0, used + widths[first - 1] <= room - 1 - rightMark {
        first -= 1
        used += widths[first]
      }
      while last + 1 < characters.count,
        used + widths[last + 1] <= room - 1 - (last + 2 < characters.count ? 1 : 0)
      {
        last += 1
        used += widths[last]
      }
    } else {
      var used = widths[0...position].reduce(0, +)
      while last + 1 < characters.count, used + widths[last + 1] <= room - 1 {
        last += 1
        used += widths[last]
      }
    }
    var text = first > 0 ? "…" : ""
    text += String(characters[first...last])
    if last < characters.count - 1 { text += "…" }
    canvas.put(text, row: row, column: start, maxWidth: room)
  }

  /// The field's text for the terminal's own cursor: the placeholder dimmed under the cursor
  /// while empty, else the text scrolled so the cursor's cell shows, with `…` where it is cut.
  private static func drawFieldText(
    _ field: TerminalTextField, cursor: Int?, in canvas: inout Canvas, row: Int, start: Int,
    room: Int
  ) {
    if field.text.isEmpty {
      canvas.cursor = TerminalFrame.Cursor(line: row, column: start)
      if !field.placeholder.isEmpty {
        canvas.put(
          DisplayWidth.truncate("(\(field.placeholder))", to: room), row: row, column: start,
          style: .dim)
      }
      return
    }
    let characters = Array(field.text)
    let position = min(max(0, cursor ?? characters.count), characters.count)
    let widths = characters.map { DisplayWidth.of($0) }
    // The cursor's cell: the character it is on, or one more cell after the text.
    let cursorWidth = position < characters.count ? widths[position] : 1
    var first = 0
    var used = widths[0..<position].reduce(0, +) + cursorWidth
    // Cut from the left until the cursor's cell fits, keeping a cell for `…`.
    let cutRight = position + 1 < characters.count ? 1 : 0
    while used > room - (first > 0 ? 1 : 0) - cutRight, first < position {
      used -= widths[first]
      first += 1
    }
    var last = position
    var end = used - cursorWidth
    var text = first > 0 ? "…" : ""
    var column = start + (first > 0 ? 1 : 0) + widths[first..<position].reduce(0, +)
    column = min(column, start + room - 1)
    while last < characters.count {
      let more = last + 1 < characters.count ? 1 : 0
      guard end + widths[last] + more + (first > 0 ? 1 : 0) <= room else { break }
      end += widths[last]
      last += 1
    }
    text += String(characters[first..<last])
    if last < characters.count { text += "…" }
    canvas.put(text, row: row, column: start, maxWidth: room)
    canvas.cursor = TerminalFrame.Cursor(line: row, column: column)
  }

  private static func drawBox(
    title: String, in canvas: inout Canvas, top: Int, left: Int, right: Int, bottom: Int
  ) {
    let inner = right - left - 1
    guard inner > 0, bottom > top else { return }
    let label = DisplayWidth.truncate(" \(title) ", to: max(0, inner - 1))
    let fillCount = max(0, inner - 1 - DisplayWidth.of(label))
    canvas.put("┌─", row: top, column: left)
    canvas.put(label, row: top, column: left + 2, style: .bold)
    canvas.put(
      String(repeating: "─", count: fillCount) + "┐", row: top,
      column: left + 2 + DisplayWidth.of(label))
    for row in (top + 1)..<bottom {
      canvas.put("│", row: row, column: left)
      canvas.fill(row: row, column: left + 1, count: inner)
      canvas.put("│", row: row, column: right)
    }
    canvas.put("└" + String(repeating: "─", count: inner) + "┘", row: bottom, column: left)
  }

  // MARK: Alert

  private static func drawAlert(
    _ alert: Scene.Alert, focus: Int, marked: Bool, in canvas: inout Canvas, area: Area,
    targets: inout [TerminalHitTarget]
  ) {
    targets.removeAll()
    let focus = min(max(0, focus), max(0, alert.buttons.count - 1))
    let labels = alert.buttons.enumerated().map { index, button in
      "[" + (index == focus && marked ? "▸" : " ") + button.title + "]"
    }
    let allOnOneLine = labels.reduce(0) { $0 + DisplayWidth.of($1) } + max(0, labels.count - 1)
    let maxInner = max(4, area.width - 6)
    let inner = min(
      max(
        DisplayWidth.of(alert.title) + 2, allOnOneLine, DisplayWidth.of(alert.message ?? ""), 20)
        + 2,
      maxInner)
    let textWidth = inner - 2

    // Buttons wrap onto as many lines as they need.
    var buttonLines: [[Int]] = [[]]
    var used = 0
    for (index, label) in labels.enumerated() {
      let w = min(DisplayWidth.of(label), textWidth)
      if !buttonLines[buttonLines.count - 1].isEmpty, used + 1 + w > textWidth {
        buttonLines.append([])
        used = 0
      }
      used += (buttonLines[buttonLines.count - 1].isEmpty ? 0 : 1) + w
      buttonLines[buttonLines.count - 1].append(index)
    }

    var text = DisplayWidth.wrap(alert.title, to: textWidth)
    if let message = alert.message, !message.isEmpty {
      text.append("")
      text += DisplayWidth.wrap(message, to: textWidth)
    }
    text.append("")
    // The buttons come first: the text gives up lines, then the buttons show a window with
    // the focused one.
    let contentRows = max(1, area.height - 2)
    var shownButtons = buttonLines.indices
    if buttonLines.count > contentRows {
      let focusLine = buttonLines.firstIndex { $0.contains(focus) } ?? 0
      let first = min(focusLine, buttonLines.count - contentRows)
      shownButtons = first..<(first + contentRows)
    }
    let textRows = max(0, contentRows - shownButtons.count)
    if text.count > textRows {
      text = Array(text.prefix(textRows))
      // Say the text goes on.
      if let last = text.indices.last(where: { !text[$0].isEmpty }) {
        text[last] = DisplayWidth.truncate(text[last] + "…", to: textWidth)
      }
    }
    let boxHeight = text.count + shownButtons.count + 2
    let boxTop = area.top + max(0, (area.height - boxHeight) / 2)
    let left = area.left + (area.width - inner - 2) / 2
    let right = left + inner + 1
    let boxBottom = boxTop + boxHeight - 1

    canvas.clearText(
      top: boxTop, bottom: boxBottom, left: max(area.left, left - 3),
      right: min(area.right, right + 3))
    let note = alert.queued > 0 ? " +\(alert.queued) queued " : ""
    canvas.put("┌" + String(repeating: "─", count: inner) + "┐", row: boxTop, column: left)
    for row in (boxTop + 1)..<boxBottom {
      canvas.put("│", row: row, column: left)
      canvas.fill(row: row, column: left + 1, count: inner)
      canvas.put("│", row: row, column: right)
    }
    let bottomFill = max(0, inner - DisplayWidth.of(note))
    canvas.put(
      "└" + String(repeating: "─", count: bottomFill) + note + "┘", row: boxBottom, column: left)
    for (offset, line) in text.enumerated() {
      let pad = max(0, (textWidth - DisplayWidth.of(line)) / 2)
      canvas.put(
        line, row: boxTop + 1 + offset, column: left + 2 + pad, maxWidth: textWidth,
        style: offset == 0 ? .bold : [])
    }
    for (offset, lineIndex) in shownButtons.enumerated() {
      let indices = buttonLines[lineIndex]
      let lineWidth =
        indices.reduce(0) { $0 + min(DisplayWidth.of(labels[$1]), textWidth) } + indices.count - 1
      var column = left + 2 + max(0, (textWidth - lineWidth) / 2)
      let row = boxTop + 1 + text.count + offset
      for index in indices {
        var style: Canvas.Style = alert.buttons[index].isDestructive ? .red : []
        if index == focus, marked { style.insert(.reverse) }
        let label = DisplayWidth.truncate(labels[index], to: textWidth)
        let end = canvas.put(label, row: row, column: column, style: style)
        targets.append(
          TerminalHitTarget(line: row, columns: column..<end, target: .alertButton(index)))
        column = end + 1
      }
    }
  }

  // MARK: Overlays

  /// The help box; returns the window of its lines, so the host pages by what it shows.
  private static func drawHelp(
    _ entries: [TerminalKeyHelp.Entry], scroll: Int, in canvas: inout Canvas, area: Area
  ) -> ScrollWindow? {
    guard area.height >= 3 else { return nil }
    // The help hides the screen: nothing of it reads as a key.
    canvas.clear(top: area.top, bottom: area.bottom, left: area.left, right: area.right)
    let keysWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let lines = entries.map { entry in
      entry.keys + String(repeating: " ", count: keysWidth - DisplayWidth.of(entry.keys)) + "  "
        + entry.what
    }
    let inner = min(
      max(20, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 2), area.width - 2)
    let rows = min(lines.count, area.height - 2)
    let top = area.top + max(0, (area.height - rows - 2) / 2)
    let left = area.left + max(0, (area.width - inner - 2) / 2)
    let right = left + inner + 1
    let bottom = top + rows + 1
    drawBox(title: "Keys", in: &canvas, top: top, left: left, right: right, bottom: bottom)
    // Keys that do not fit scroll (↑/↓, a page at a time), with markers saying how many are
    // out of view; a marker takes a slot of its own, never a key's.
    let window = ScrollWindow(total: lines.count, rows: rows, scroll: scroll)
    var texts: [String] = []
    if window.above { texts.append("↑ \(window.first) more") }
    texts += window.shown.map { lines[$0] }
    if window.below { texts.append("↓ \(lines.count - window.shown.upperBound) more") }
    for (slot, text) in texts.enumerated() {
      canvas.put(
        DisplayWidth.truncate(text, to: inner - 2), row: top + 1 + slot, column: left + 2)
    }
    return window
  }

  /// The inspector's pane; returns how many history entries it shows, what a page moves.
  private static func drawInspector(
    _ content: TerminalInspectorContent, in canvas: inout Canvas, area: Area,
    targets: inout [TerminalHitTarget]
  ) -> Int? {
    canvas.clear(top: area.top, bottom: area.bottom, left: area.left, right: area.right)
    let isSide = area.left > 0
    var left = area.left
    var top = area.top + 1
    if isSide {
      for row in area.top...area.bottom { canvas.put("│", row: row, column: area.left) }
      left += 2
      canvas.put("Navigation inspector", row: area.top, column: left, style: .bold)
      // The rule under the breadcrumbs runs on under the pane's title, crossing its border.
      if top < area.bottom {
        canvas.put("┼", row: top, column: area.left)
        canvas.fill(row: top, column: area.left + 1, count: area.width - 1, with: "─")
        top += 1
      }
    } else {
      canvas.fill(row: area.top, column: area.left, count: area.width, with: "─")
      canvas.put(" Navigation inspector ", row: area.top, column: area.left + 2, style: .bold)
    }
    let width = area.right - left + 1
    guard width > 0, top <= area.bottom else { return nil }
    let stateLines = DisplayWidth.wrap(content.state, to: width)
    for line in stateLines.prefix(max(1, (area.bottom - top + 1) / 4)) {
      canvas.put(line, row: top, column: left)
      top += 1
    }
    guard top < area.bottom else { return nil }
    let rest = Area(top: top, left: left, bottom: area.bottom, right: area.right)
    let events: Area
    let history: Area
    if isSide || rest.width < 48 {
      // Events above, the history below.
      let split = rest.top + max(2, rest.height / 2)
      events = Area(top: rest.top, left: rest.left, bottom: split - 1, right: rest.right)
      history = Area(top: split, left: rest.left, bottom: rest.bottom, right: rest.right)
    } else {
      // Events on the left, the history on the right.
      let split = rest.left + rest.width / 2
      events = Area(top: rest.top, left: rest.left, bottom: rest.bottom, right: split - 2)
      history = Area(top: rest.top, left: split, bottom: rest.bottom, right: rest.right)
    }
    if let opened = content.openedEntry {
      // The opened entry's whole text takes the place of the events, beside the history.
      let lines = opened.split(separator: "\n", omittingEmptySubsequences: false)
      _ = drawList(
        "Opened (enter jumps back, esc closes)", lines.map(String.init), selected: nil,
        in: &canvas, area: events, target: nil, targets: &targets, keepFirst: true)
    } else {
      _ = drawList(
        "Events", content.events, selected: nil, in: &canvas, area: events, target: nil,
        targets: &targets)
    }
    return drawList(
      "History: what changed (enter opens)", content.history,
      selected: content.selectedHistory, in: &canvas, area: history, target: { .history($0) },
      targets: &targets)
  }

  /// A titled list that keeps its selected (else its newest, or with `keepFirst` its first)
  /// item in view — the selected item's first line, with its `▸`, always, and the rest of it
  /// when it fits. Items wrap onto as many lines as they need, their next lines indented, so
  /// nothing is cut at the right; a title too long is cut at a word. Returns how many items
  /// show their first line.
  private static func drawList(
    _ title: String, _ items: [String], selected: Int?, in canvas: inout Canvas, area: Area,
    target: ((Int) -> TerminalHitTarget.Target)?, targets: inout [TerminalHitTarget],
    keepFirst: Bool = false
  ) -> Int {
    guard area.height >= 2, area.width > 0 else { return 0 }
    canvas.put(
      DisplayWidth.truncateAtWord(title, to: area.width), row: area.top, column: area.left,
      style: .dim)
    let available = area.height - 1
    let marker = selected == nil ? "" : "  "
    var lines: [(item: Int, text: String)] = []
    var focus = 0
    var focusStart = 0
    for (index, item) in items.enumerated() {
      if index == selected { focusStart = lines.count }
      let prefix = index == selected ? "▸ " : marker
      let indent = String(repeating: " ", count: marker.count + 2)
      let wrapped = DisplayWidth.wrap(item, to: max(1, area.width - indent.count))
      for (offset, text) in wrapped.enumerated() {
        lines.append((index, (offset == 0 ? prefix : indent) + text))
      }
      if wrapped.isEmpty { lines.append((index, prefix)) }
      if index == selected { focus = lines.count - 1 }
    }
    if selected == nil { focus = keepFirst ? 0 : lines.count - 1 }
    var (offset, above, below) = window(total: lines.count, available: available, focus: focus)
    if selected != nil, offset + (above ? 1 : 0) > focusStart {
      // The whole entry does not fit: its first line, with the `▸`, is the one to keep.
      (offset, above, below) = window(total: lines.count, available: available, focus: focusStart)
    }
    var firstLines = 0
    for slot in 0..<min(available, lines.count - offset) {
      let row = area.top + 1 + slot
      let index = offset + slot
      if above, slot == 0 {
        canvas.put("↑ \(offset + 1) more", row: row, column: area.left, style: .dim)
        continue
      }
      if below, slot == available - 1 {
        canvas.put("↓ \(lines.count - index) more", row: row, column: area.left, style: .dim)
        continue
      }
      let line = lines[index]
      if index == 0 || lines[index - 1].item != line.item { firstLines += 1 }
      let isSelected = line.item == selected
      if isSelected {
        canvas.fill(row: row, column: area.left, count: area.width, style: .reverse)
      }
      canvas.put(
        DisplayWidth.truncate(line.text, to: area.width), row: row, column: area.left,
        style: isSelected ? .reverse : [])
      if let target {
        targets.append(
          TerminalHitTarget(
            line: row, columns: area.left..<(area.left + area.width), target: target(line.item)))
      }
    }
    return firstLines
  }
}
