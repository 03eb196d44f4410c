extension NavigationState {
  /// The indices in ``routes`` of the modal routes (sheets and full-screen covers), bottom up:
  /// where each layer above the root starts. The state keeps them as it changes, so a host
  /// finds the visible layers without reading the pushes between them.
  package var modalRouteIndices: [Int] { modalIndices }
}
