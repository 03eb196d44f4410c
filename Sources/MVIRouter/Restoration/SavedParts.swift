import Foundation

// The parts of a saved navigation state, coded as the one saved format writes them. They are
// the format's, not the values' own: a `PresentationOptions` or a `RouteID` has no second,
// public encoding beside the state's.

extension RouterScreenPresentationType {
  /// The name the saved format writes, the case's name.
  var name: String {
    switch self {
    case .push: "push"
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    }
  }

  /// The presentation the saved format names `name`, or `nil`.
  init?(name: String) {
    guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = found
  }
}

/// Presentation options as saved: `{"detents": […], "interactiveDismissDisabled": true}`, each
/// key left out when it holds the standard value.
struct SavedPresentationOptions: Codable {
  var options: PresentationOptions

  private enum CodingKeys: String, CodingKey {
    case detents, interactiveDismissDisabled
  }

  init(_ options: PresentationOptions) { self.options = options }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let detents =
      try container.decodeIfPresent([SavedSheetDetent].self, forKey: .detents)?.map(\.detent)
      ?? []
    guard detents.count <= PresentationOptions.maximumDetentCount else {
      throw DecodingError.dataCorruptedError(
        forKey: .detents, in: container,
        debugDescription:
          "\(detents.count) sheet detents; at most \(PresentationOptions.maximumDetentCount) are supported"
      )
    }
    options = PresentationOptions(
      detents: detents,
      interactiveDismissDisabled:
        try container.decodeIfPresent(Bool.self, forKey: .interactiveDismissDisabled) ?? false)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if !options.detents.isEmpty {
      try container.encode(options.detents.map(SavedSheetDetent.init), forKey: .detents)
    }
    if options.interactiveDismissDisabled {
      try container.encode(true, forKey: .interactiveDismissDisabled)
    }
  }
}

/// A sheet detent as saved: `"medium"`, `"large"` or a fraction in (0, 1].
struct SavedSheetDetent: Codable {
  var detent: SheetDetent

  init(_ detent: SheetDetent) { self.detent = detent }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      switch name {
      case "medium": detent = .medium
      case "large": detent = .large
      default:
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "unknown sheet detent \"\(name)\"; expected \"medium\", \"large\" or a fraction in (0, 1]"
        )
      }
      return
    }
    let value = try container.decode(Double.self)
    guard value > 0 && value <= 1 else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "sheet detent fraction \(value) is outside (0, 1]")
    }
    detent = .fraction(value)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch detent {
    case .medium: try container.encode("medium")
    case .large: try container.encode("large")
    case .fraction(let value):
      guard detent.isValid else {
        throw EncodingError.invalidValue(
          value,
          .init(
            codingPath: encoder.codingPath,
            debugDescription: "sheet detent fraction \(value) is outside (0, 1]"))
      }
      try container.encode(value)
    }
  }
}

/// An alert button as saved: `{"title": …, "role": "cancel" | "destructive", "action": …}`, the
/// role left out for a default button and the action left out when it is the title.
struct SavedAlertButton<Action: Hashable & Sendable & Codable>: Codable {
  var button: RouterAlertButton<Action>

  private enum CodingKeys: String, CodingKey {
    case title, role, action
  }

  init(_ button: RouterAlertButton<Action>) { self.button = button }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let title = try container.decode(String.self, forKey: .title)
    var role: RouterAlertButtonRole?
    if let name = try container.decodeIfPresent(String.self, forKey: .role) {
      switch name {
      case "cancel": role = .cancel
      case "destructive": role = .destructive
      default:
        throw DecodingError.dataCorruptedError(
          forKey: .role, in: container,
          debugDescription:
            "unknown button role \"\(name)\"; expected \"cancel\" or \"destructive\"")
      }
    }
    let action =
      try container.decodeIfPresent(Action.self, forKey: .action) ?? (title as? Action)
    button = RouterAlertButton(title: title, role: role, action: action)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(button.title, forKey: .title)
    switch button.role {
    case .cancel: try container.encode("cancel", forKey: .role)
    case .destructive: try container.encode("destructive", forKey: .role)
    case nil: break
    }
    if let action = button.action, (action as? String) != button.title {
      try container.encode(action, forKey: .action)
    }
  }
}
