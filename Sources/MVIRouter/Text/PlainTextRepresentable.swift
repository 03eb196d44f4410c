/// A standard library type whose own text would print its optionals as `Optional(…)`, so
/// ``PlainText`` writes it itself.
protocol PlainTextRepresentable {
  /// Writes the value; `nested` is whether it is inside another value.
  func writePlainText(nested: Bool, to text: inout String)
}

extension Optional: PlainTextRepresentable {
  func writePlainText(nested: Bool, to text: inout String) {
    switch self {
    case .some(let wrapped): PlainText.write(wrapped, nested: nested, to: &text)
    case .none: text += "nil"
    }
  }
}

extension Array: PlainTextRepresentable {
  func writePlainText(nested: Bool, to text: inout String) {
    PlainText.writeList(self, to: &text)
  }
}

extension Set: PlainTextRepresentable {
  func writePlainText(nested: Bool, to text: inout String) {
    // Inside a value the standard library names the type: `Set([1])`.
    if nested { text += "Set(" }
    PlainText.writeList(self, to: &text)
    if nested { text += ")" }
  }
}

extension Dictionary: PlainTextRepresentable {
  func writePlainText(nested: Bool, to text: inout String) {
    guard !isEmpty else {
      text += "[:]"
      return
    }
    text += "["
    var first = true
    for (key, value) in self {
      if first { first = false } else { text += ", " }
      PlainText.write(key, nested: true, to: &text)
      text += ": "
      PlainText.write(value, nested: true, to: &text)
    }
    text += "]"
  }
}

extension PlainText {
  /// Writes `[a, b]`, each element as a value inside another.
  static func writeList(_ elements: some Sequence, to text: inout String) {
    text += "["
    var first = true
    for element in elements {
      if first { first = false } else { text += ", " }
      write(element, nested: true, to: &text)
    }
    text += "]"
  }
}
