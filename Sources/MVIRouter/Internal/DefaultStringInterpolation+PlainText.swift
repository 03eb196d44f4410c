extension DefaultStringInterpolation {
  /// Interpolates a screen, alert or value as ``PlainText`` prints it: `"\(plain: screen)"`.
  ///
  /// - Parameter value: The value.
  @usableFromInline
  package mutating func appendInterpolation(plain value: Any) {
    appendLiteral(PlainText.describe(value))
  }
}
