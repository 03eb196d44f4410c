extension RouterAlertButton: Codable where Action: Codable {
  private enum CodingKeys: String, CodingKey {
    case title, role, action
  }

  /// Decodes a button; a missing `action` reads as `nil`, or, where the action type is
  /// `String`, as the title.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let title = try container.decode(String.self, forKey: .title)
    let role = try container.decodeIfPresent(RouterAlertButtonRole.self, forKey: .role)
    let action =
      try container.decodeIfPresent(Action.self, forKey: .action) ?? (title as? Action)
    self.init(title: title, role: role, action: action)
  }

  /// Encodes the title, the role and the action value (left out when it is the title).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(role, forKey: .role)
    if let action, (action as? String) != title {
      try container.encode(action, forKey: .action)
    }
  }
}
