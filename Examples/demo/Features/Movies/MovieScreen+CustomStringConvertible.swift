extension MovieScreen: CustomStringConvertible, CustomDebugStringConvertible {
  /// The screen as Swift writes it, e.g. `detail(id: 7)`.
  public var description: String {
    switch self {
    case .search: "search"
    case .detail(let id): "detail(id: \(id))"
    }
  }

  /// The same text, so an app's screen that embeds this one prints it without the type's
  /// module: `movies(detail(id: 7))`.
  public var debugDescription: String { description }
}
