/// Why a navigation state is not one a router can hold.
///
/// Decoding a saved state checks it, so corrupted or hand-edited data is reported instead of
/// producing a state with duplicate ids or alerts owned by routes that are not there.
///
/// ```swift
/// do {
///   _ = try JSONDecoder().decode(NavigationState<AppScreen, AppAlert>.self, from: data)
/// } catch {
///   print(error)
/// }
/// ```
///
/// Prints e.g. `invalid navigation state: route id #2 appears twice`.
package struct NavigationStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in a sentence.
  package var reason: String

  /// Creates an error.
  ///
  /// - Parameter reason: What is wrong.
  package init(reason: String) { self.reason = reason }

  /// `invalid navigation state: ` and the reason.
  package var description: String { "invalid navigation state: \(reason)" }
}
