/// An object an app's closure captures (a screen's view model, say): when the router releases
/// the closure, the object's deinit runs `body`, which may call the router again.
///
/// ```swift
/// let probe = ReleaseProbe { routerEvents.routeTo(.list, as: .push) }
/// routerEvents.routeTo(.edit, as: .sheet) { _ in withExtendedLifetime(probe) {} }
/// ```
@MainActor final class ReleaseProbe {
  private let body: () -> Void

  init(_ body: @escaping () -> Void) { self.body = body }

  isolated deinit { body() }
}
