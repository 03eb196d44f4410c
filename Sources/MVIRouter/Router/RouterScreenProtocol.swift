/// A screen that a router can present.
///
/// Describe the screens a part of your app can open as an enum that conforms to
/// `RouterScreenProtocol`. A screen is a plain value: it can be compared, hashed, sent across
/// concurrency domains and, when it is also `Codable`, saved and restored.
///
/// ```swift
/// enum MovieScreen: RouterScreenProtocol {
///   case search
///   case detail(id: Int)
/// }
///
/// print(MovieScreen.detail(id: 7))
/// ```
///
/// Prints `detail(id: 7)`: the text form of a navigation state uses this description.
public protocol RouterScreenProtocol: Hashable, Sendable {}
