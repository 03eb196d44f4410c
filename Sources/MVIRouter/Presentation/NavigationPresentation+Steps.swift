extension NavigationPresentation {
  /// The steps that take a UI from `old` to `new` in an order it can perform when it cannot
  /// present while dismissing, nor present over an alert.
  ///
  /// The order:
  /// 1. the alert is hidden, if it changes or the modals under it change;
  /// 2. the modals that leave are dismissed in one step, from the lowest layer that changes
  ///    (dismissing a modal takes the ones above it along);
  /// 3. each layer that stays and whose stack changed gets its new path in one step, bottom
  ///    layer first;
  /// 4. each new modal is presented, bottom-most first, with its stack already set;
  /// 5. the alert is shown, if it is new or was hidden in step 1.
  ///
  /// Layers are matched by the id of the modal that opens them, so a sheet replaced by another
  /// sheet is dismissed, then the new one presented. No change gives no steps. Cost: O(layers
  /// and the paths compared).
  ///
  /// ```swift
  /// let old = NavigationPresentation(routerEvents.state)  // root > sheet edit
  /// routerEvents.setRoutes([.push(.list), .sheet(.picker)])
  /// let new = NavigationPresentation(routerEvents.state)
  /// for step in NavigationPresentation.steps(from: old, to: new) { print(step) }
  /// ```
  ///
  /// Prints:
  /// ```
  /// dismiss the modal over layer 0
  /// set layer 0 to [push list]
  /// present sheet picker over layer 0
  /// ```
  ///
  /// - Parameters:
  ///   - old: What the UI shows.
  ///   - new: What it should show.
  /// - Returns: The steps, in the order to perform them.
  package static func steps(from old: Self, to new: Self) -> [PresentationStep<Screen, Alert>] {
    var kept = 1
    while kept < old.layers.count, kept < new.layers.count,
      old.layers[kept].modal?.id == new.layers[kept].modal?.id
    {
      kept += 1
    }
    let modalsChange = old.layers.count > kept || new.layers.count > kept
    var steps: [PresentationStep<Screen, Alert>] = []
    let oldAlert = old.alert
    let newAlert = new.alert
    let hidesAlert = oldAlert != nil && (oldAlert?.id != newAlert?.id || modalsChange)
    if hidesAlert { steps.append(.dismissAlert) }
    if old.layers.count > kept { steps.append(.dismiss(from: kept - 1)) }
    for index in 0..<kept where old.layers[index].path != new.layers[index].path {
      steps.append(.setPath(layer: index, new.layers[index].path))
    }
    for layer in new.layers[kept...] {
      if let modal = layer.modal { steps.append(.present(modal, path: layer.path)) }
    }
    if let newAlert, hidesAlert || oldAlert?.id != newAlert.id {
      steps.append(.presentAlert(newAlert))
    }
    return steps
  }
}
