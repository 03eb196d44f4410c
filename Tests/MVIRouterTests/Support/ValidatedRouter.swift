import MVIRouter

/// A router started from `state` once the state passes `validate()`, as an app starts one from
/// a state it does not trust.
@MainActor func validatedRouter<Screen, Alert>(
  _ state: NavigationState<Screen, Alert>
) throws(NavigationStateError) -> RouterEvents<Screen, Alert> {
  try state.validate()
  return RouterEvents(state: state)
}
