/// The text of a screen, alert or value wherever the library prints one: the standard library's
/// text, except that an optional prints its value or `nil`, at any depth.
///
/// `String(describing:)` prints `reply(replyTo: Optional(1))`; this prints `reply(replyTo: 1)`
/// and `reply(replyTo: nil)`, also for optionals nested in optionals, structs, tuples, arrays,
/// sets and dictionaries. Everything else reads as the standard library prints it: a type with
/// its own `CustomStringConvertible` (or `CustomDebugStringConvertible`, where the standard
/// library prefers it) keeps its own text, strings inside a value are quoted, and types inside a
/// value are qualified with their module.
///
/// It costs what `String(describing:)` costs when the text holds no `Optional(…)`, and about
/// twice that when it does (the value is then written again from its `Mirror`). It runs only when
/// text is asked for: descriptions, events built for observers, test failure messages, ignored
/// operations and the default alert title.
@usableFromInline
package enum PlainText {
  /// The value's text, e.g. `reply(replyTo: 1)`.
  ///
  /// - Parameter value: A screen, an alert or any value.
  /// - Returns: Its text, as `print` shows it but with optionals unwrapped.
  @usableFromInline
  package static func describe(_ value: Any) -> String {
    // Only an optional that holds a value prints differently from the standard library, and the
    // standard library prints it as `Optional(…)`: text without that is already the answer, at
    // the cost of `String(describing:)` alone (one scan more).
    let standard = String(describing: value)
    guard mentionsOptional(standard) || mentionsNestedScreen(value, standard) else {
      return standard
    }
    return describeFromParts(value)
  }

  /// The value's text written from its parts, without the shortcut ``describe(_:)`` takes when
  /// the standard text has no optional in it (tests compare the two ways).
  ///
  /// - Parameter value: A screen, an alert or any value.
  /// - Returns: Its text, as `print` shows it but with optionals unwrapped.
  package static func describeFromParts(_ value: Any) -> String {
    var text = ""
    write(value, nested: false, to: &text)
    return text
  }

  /// Writes `value` as `print` would (`nested == false`) or as `print` writes a value inside
  /// another (`nested == true`, where strings are quoted and types qualified).
  static func write(_ value: Any, nested: Bool, to text: inout String) {
    if let value = value as? any PlainTextRepresentable {
      value.writePlainText(nested: nested, to: &text)
    } else if nested {
      if value is any RouterScreenProtocol || value is any RouterAlertScreenProtocol {
        // A feature's screen or alert embedded in an app's prints as it does on its own:
        // `checkout(review)`, not `checkout(Checkout.CheckoutScreen.review)`.
        write(value, nested: false, to: &text)
      } else if let value = value as? any CustomDebugStringConvertible {
        text += value.debugDescription
      } else if let value = value as? any CustomStringConvertible {
        text += value.description
      } else if let value = value as? any TextOutputStreamable {
        value.write(to: &text)
      } else {
        writeReflecting(value, nested: true, to: &text)
      }
    } else {
      if let value = value as? any TextOutputStreamable {
        value.write(to: &text)
      } else if let value = value as? any CustomStringConvertible {
        text += value.description
      } else if let value = value as? any CustomDebugStringConvertible {
        text += value.debugDescription
      } else {
        writeReflecting(value, nested: false, to: &text)
      }
    }
  }

  /// Writes a value with no text of its own from its parts, the way the standard library does.
  private static func writeReflecting(_ value: Any, nested: Bool, to text: inout String) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .tuple?:
      text += "("
      var first = true
      for (label, child) in mirror.children {
        if first { first = false } else { text += ", " }
        if let label, !label.isEmpty, !label.hasPrefix(".") { text += label + ": " }
        write(child, nested: true, to: &text)
      }
      text += ")"
    case .struct?:
      text += typeName(mirror.subjectType, qualified: nested) + "("
      var first = true
      for (label, child) in mirror.children {
        guard let label else { continue }
        if first { first = false } else { text += ", " }
        text += label + ": "
        write(child, nested: true, to: &text)
      }
      text += ")"
    case .enum?:
      guard let (caseName, payload) = mirror.children.first, let caseName else {
        // A case without a payload: the standard library's text is its (qualified) name.
        text += nested ? String(reflecting: value) : String(describing: value)
        return
      }
      if nested { text += typeName(mirror.subjectType, qualified: true) + "." }
      text += caseName
      if Mirror(reflecting: payload).displayStyle == .tuple {
        write(payload, nested: true, to: &text)
      } else {
        text += "("
        write(payload, nested: true, to: &text)
        text += ")"
      }
    default:
      text += typeName(mirror.subjectType, qualified: true)
    }
  }

  /// Whether `text` contains `Optional(`: a byte scan, with no allocation (`String.contains`
  /// would cost more than the `String(describing:)` it guards).
  /// Whether `value` is a screen or alert whose standard text may hold an embedded screen or
  /// alert printed with its qualified type name (a payload with a `.` in it).
  private static func mentionsNestedScreen(_ value: Any, _ text: String) -> Bool {
    guard value is any RouterScreenProtocol || value is any RouterAlertScreenProtocol else {
      return false
    }
    let bytes = text.utf8
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return false }
    return bytes[open...].contains(UInt8(ascii: "."))
  }

  private static func mentionsOptional(_ text: String) -> Bool {
    text.utf8.contains("Optional(".utf8)
  }

  private static func typeName(_ type: Any.Type, qualified: Bool) -> String {
    qualified ? String(reflecting: type) : String(describing: type)
  }
}

extension DefaultStringInterpolation {
  /// Interpolates a screen, alert or value as ``PlainText`` prints it: `"\(plain: screen)"`.
  ///
  /// - Parameter value: The value.
  @usableFromInline
  package mutating func appendInterpolation(plain value: Any) {
    appendLiteral(PlainText.describe(value))
  }
}
