extension RouterDefaultAlert: CustomStringConvertible {
  /// The alert's title, so the text form of a state reads `alert Offline[OK]`.
  public var description: String { title }
}
