extension MovieAlert: CustomStringConvertible, CustomDebugStringConvertible {
  /// The alert as Swift writes it, e.g. `loadFailed(id: 7)`.
  public var description: String {
    switch self {
    case .loadFailed(let id): "loadFailed(id: \(id))"
    }
  }

  /// The same text, so an app's alert that embeds this one prints `movies(loadFailed(id: 7))`.
  public var debugDescription: String { description }
}
