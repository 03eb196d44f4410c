import Foundation

/// The part of a screen's router that a host needs: how to present each screen, what to do when
/// one leaves, and how to show each alert. SwiftUI-free, so it runs on every platform.
///
/// Every requirement has a default, so implement only what you need. The defaults present
/// screens as sheets, do nothing on dismiss, and show ``RouterDefaultAlert`` with its title,
/// message and an "OK" button (other alerts: their description and "OK"). The screen and alert
/// types are the router's to name: a router whose methods name only one of them declares the
/// other (`typealias Alert = RouterDefaultAlert`); the compiler asks for it by name.
///
/// Two hooks hear every delivery, whatever closure the intent attached or did not attach:
/// ``onResult(_:of:presenter:)`` for results and ``onAlertAction(_:for:owner:)`` for alert
/// answers. Routes that came from a restore or a deep link have no closures, so these hooks (and
/// ``onScreenDismiss(type:reason:)``) are where an app handles them durably. See
/// <doc:ResultsAlertsAndRestore>.
///
/// ``getRouteDecision(for:as:)`` guards presenting a route ("sign in first"): it may veto a
/// request or defer it until the app confirms it. See <doc:GuardsAndPresentationOptions>.
///
/// ```swift
/// struct MovieRouter: RouterPolicy {
///   func getScreenPresentationType(for type: MovieScreen) -> RouterScreenPresentationType {
///     switch type {
///     case .search, .detail: .push
///     case .review: .sheet
///     }
///   }
///
///   func onScreenDismiss(type: MovieScreen, reason: DismissReason) {
///     print("left:", type, reason)
///   }
///
///   func getAlertTitle(for type: MovieAlert) -> String? { "Delete the review?" }
///
///   func getAlertActions(for type: MovieAlert) -> [RouterAlertButton<MovieAlert.Action>] {
///     [.destructive("Delete", action: .delete), .cancel(action: .keep)]
///   }
/// }
///
/// let routerEvents = RouterEvents(router: MovieRouter())
/// routerEvents.routeTo(.detail(id: 7))
/// print(routerEvents.state)
/// ```
///
/// Prints `root > push detail(id: 7)`.
///
/// A hook with an outdated or misspelt name (`getAlertButtons(for:)` for
/// ``getAlertActions(for:)``, `presentr:` for `presenter:`) is not a requirement, so it compiles
/// and is never called. Declare the conformance in an extension
/// (`extension MovieRouter: RouterPolicy { … }`) and the compiler warns about such a near miss
/// ("nearly matches defaulted requirement"); it does not look inside the type's own
/// declaration. A debug build also says, once per router and alert type, when an alert of the
/// app's own type got the default "OK" because the router does not implement
/// ``getAlertActions(for:)``, e.g.
/// `MVIRouter: MovieRouter gives alert delete no buttons, so it shows one "OK": …` on standard
/// error. An alert meant to show one "OK" says so: `[.cancel()]`.
///
/// A router is held by its ``RouterEvents`` for as long as it is attached. Make it a struct, or
/// hold the intent weakly, so the router and the intent do not keep each other alive.
@MainActor
public protocol RouterPolicy<Screen, Alert> {
  /// The screens this router presents (``RouterEmptyScreen`` for a router that presents none).
  ///
  /// It has no default: a router whose methods name no screen type says which it is,
  /// `typealias Screen = AppScreen`.
  associatedtype Screen: RouterScreenProtocol
  /// The alerts this router shows (``RouterDefaultAlert`` for the library's ready-made alert).
  ///
  /// It has no default, so a router can never be fixed to an alert type by accident: a router
  /// whose methods name no alert type says which it is, `typealias Alert = AppAlert`.
  associatedtype Alert: RouterAlertScreenProtocol

  /// How `routeTo(_:)` presents a screen. Default: `.sheet`.
  ///
  /// ```swift
  /// func getScreenPresentationType(for type: MovieScreen) -> RouterScreenPresentationType {
  ///   if case .detail = type { return .push }
  ///   return .sheet
  /// }
  /// ```
  ///
  /// Then `routeTo(.detail(id: 7))` prints as `root > push detail(id: 7)`.
  ///
  /// - Parameter type: The screen being routed to.
  func getScreenPresentationType(for type: Screen) -> RouterScreenPresentationType

  /// The presentation options (sheet detents, interactive dismissal) of a route to a screen
  /// when the caller gives none. Default: ``PresentationOptions/standard``.
  ///
  /// ```swift
  /// func getPresentationOptions(for type: AppScreen) -> PresentationOptions {
  ///   switch type {
  ///   case .quantity: PresentationOptions(detents: [.medium])
  ///   case .edit: PresentationOptions(interactiveDismissDisabled: true)
  ///   default: .standard
  ///   }
  /// }
  /// ```
  ///
  /// With it, `routeTo(.quantity)` prints as `root > sheet[medium] quantity`.
  ///
  /// - Parameter type: The screen being routed to.
  func getPresentationOptions(for type: Screen) -> PresentationOptions

  /// Called once when a route with this screen leaves, whichever way it leaves (popped,
  /// dismissed, replaced, gone back from by the user, left with an ancestor), after the route
  /// left and before its own `onDismiss`. Default: does nothing.
  ///
  /// ```swift
  /// func onScreenDismiss(type: MovieScreen, reason: DismissReason) {
  ///   if case .review(let movieID) = type { print("review of", movieID, "closed") }
  ///   print("left:", type, reason)
  /// }
  /// ```
  ///
  /// Prints e.g. `left: player userBack`.
  ///
  /// - Parameters:
  ///   - type: The screen that left.
  ///   - reason: Why it left.
  func onScreenDismiss(type: Screen, reason: DismissReason)

  /// The alert's title. Default: the title of a ``RouterDefaultAlert``, else the description.
  ///
  /// ```swift
  /// func getAlertTitle(for type: ProductAlert) -> String? {
  ///   switch type {
  ///   case .loadFailed: "Could not load the product"
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter type: The alert.
  func getAlertTitle(for type: Alert) -> String?

  /// The alert's message. Default: the message of a ``RouterDefaultAlert``, else `nil`.
  ///
  /// ```swift
  /// func getAlertMessage(for type: ProductAlert) -> String? {
  ///   switch type {
  ///   case .loadFailed(let message): message
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter type: The alert.
  func getAlertMessage(for type: Alert) -> String?

  /// The alert's buttons with the action value each stands for, in the order shown.
  ///
  /// Default: one "OK" button with the cancel role (standing for `"OK"` where the alert's
  /// action type is `String`). An alert given no buttons gets that one too, so it can always be
  /// answered.
  ///
  /// ```swift
  /// func getAlertActions(for type: ProductAlert) -> [RouterAlertButton<ProductAlert.Action>] {
  ///   [.destructive("Delete", action: .delete), .default("Retry", action: .retry), .cancel(action: .cancel)]
  /// }
  /// ```
  ///
  /// An alert that names no action type stands each button for its title:
  /// `[.destructive("Delete"), .cancel()]`, answered with `resolveAlert("Delete")`.
  ///
  /// - Parameter type: The alert.
  func getAlertActions(for type: Alert) -> [RouterAlertButton<Alert.Action>]

  /// Called for every answer to an alert, whether the alert was presented in this run, restored
  /// or re-attached, before the alert's own handler. Default: does nothing.
  ///
  /// ```swift
  /// func onAlertAction(
  ///   _ button: RouterAlertButton<ProductAlert.Action>, for alert: PresentedAlert<ProductAlert>,
  ///   owner: Route<AppScreen>?
  /// ) {
  ///   if button.action == .delete, case .detail(let id) = owner?.screen { print("delete", id) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - button: The chosen button: its title, role and action value.
  ///   - alert: The alert answered (``PresentedAlert/alert`` is the value presented).
  ///   - owner: The route that owns the alert, as it was when the answer was applied; `nil` for
  ///     the root.
  func onAlertAction(
    _ button: RouterAlertButton<Alert.Action>, for alert: PresentedAlert<Alert>,
    owner: Route<Screen>?)

  /// Called for every result, before the presenter's own handler: a value a route finished
  /// with (whether or not its presenter routed expecting one, so restored and deep-linked
  /// routes deliver too), or the cancellation of a route routed expecting a result. Default:
  /// does nothing.
  ///
  /// ```swift
  /// func onResult(
  ///   _ result: RouteResult<RouterResultValue>, of route: Route<AppScreen>,
  ///   presenter: Route<AppScreen>?
  /// ) {
  ///   guard route.screen == .quantity, let quantity = result.value?.value(as: Int.self)
  ///   else { return }
  ///   print("quantity", quantity)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - result: The value or the cancellation.
  ///   - route: The route that finished or left.
  ///   - presenter: The route below it, which presented it; `nil` for the root.
  func onResult(
    _ result: RouteResult<RouterResultValue>, of route: Route<Screen>,
    presenter: Route<Screen>?)

  /// Called when a route's guard vetoes or defers a change, before the guard's own handler.
  /// Default: does nothing.
  ///
  /// ```swift
  /// func onGuardedChange(_ change: GuardedChange, of route: Route<AppScreen>) {
  ///   print(change)
  /// }
  /// ```
  ///
  /// Prints e.g. `goBack() deferred by the guard of route #2`.
  ///
  /// - Parameters:
  ///   - change: The change stopped; give a deferred one to ``RouterEvents/confirm(_:)`` or
  ///     ``RouterEvents/abandon(_:)``.
  ///   - route: The guarded route that stopped it.
  func onGuardedChange(_ change: GuardedChange, of route: Route<Screen>)

  /// Whether a requested route may be presented: allowed, vetoed, or deferred until the app
  /// confirms it. Default: ``GuardDecision/allow``.
  ///
  /// Asked for every `routeTo` of this router, its route contexts and its scoped routers, and
  /// their awaiting forms, and for each route a deep link would present (bottom-up, until the
  /// first it does not allow: the link stops there), when the request is applied (a request
  /// queued during delivery is asked when its turn comes). A confirmed route is not asked
  /// again. `setRoutes(_:)` and restores do not ask: they set the whole navigation from data
  /// the app already trusts. A vetoed route is never presented: its `onDismiss` never fires and its
  /// result handler hears `.cancelled(.vetoed)`, once. A deferred route waits as the one
  /// ``RouterEvents/deferredChange``; ``RouterEvents/confirm(_:)`` presents it with its
  /// callbacks, ``RouterEvents/abandon(_:)`` drops it like a veto. Both are reported to
  /// ``onGuardedChange(_:of:)`` with the route that was requested. Answer from state the
  /// router holds; do not route from here.
  ///
  /// ```swift
  /// func getRouteDecision(for type: AppScreen, as presentation: RouterScreenPresentationType)
  ///   -> GuardDecision
  /// {
  ///   if case .checkout = type, !session.isSignedIn { return .veto }
  ///   return .allow
  /// }
  /// ```
  ///
  /// Then `routerEvents.routeTo(.checkout)` while signed out prints nothing and leaves the
  /// state as it was; an observer hears
  /// `ignored: routeTo(sheet checkout): vetoed by the router's route guard`.
  ///
  /// - Parameters:
  ///   - type: The screen requested.
  ///   - presentation: How it would be presented.
  /// - Returns: `allow`, `veto` or `defer`.
  func getRouteDecision(
    for type: Screen, as presentation: RouterScreenPresentationType
  ) -> GuardDecision
}

extension RouterPolicy {
  public func getScreenPresentationType(for type: Screen)
    -> RouterScreenPresentationType
  { .sheet }

  public func getPresentationOptions(for type: Screen) -> PresentationOptions {
    .standard
  }

  public func onScreenDismiss(type: Screen, reason: DismissReason) {}

  public func getAlertTitle(for type: Alert) -> String? {
    (type as? RouterDefaultAlert)?.title ?? PlainText.describe(type)
  }

  public func getAlertMessage(for type: Alert) -> String? {
    (type as? RouterDefaultAlert)?.message
  }

  public func getAlertActions(for type: Alert) -> [RouterAlertButton<Alert.Action>] {
    #if DEBUG
      RouterPolicyDiagnostics.defaultButtons(of: self, for: type)
    #endif
    return ImplicitAlertButtons.buttons(Alert.Action.self)
  }

  public func onAlertAction(
    _ button: RouterAlertButton<Alert.Action>, for alert: PresentedAlert<Alert>,
    owner: Route<Screen>?
  ) {}

  public func onResult(
    _ result: RouteResult<RouterResultValue>, of route: Route<Screen>,
    presenter: Route<Screen>?
  ) {}

  public func onGuardedChange(_ change: GuardedChange, of route: Route<Screen>) {}

  public func getRouteDecision(
    for type: Screen, as presentation: RouterScreenPresentationType
  ) -> GuardDecision { .allow }
}

/// What a debug build says about a policy whose alert hook the protocol's default answers.
///
/// A policy method with an outdated or misspelt name (`getAlertButtons(for:)`) compiles: it is
/// simply not a requirement, and the default `getAlertActions(for:)` gives every alert one
/// "OK". Swift warns about such a near miss only where the conformance is declared in an
/// extension, so a debug build also says it at run time, once per policy and alert type.
/// Policies of ``RouterDefaultAlert`` and the router used before one is attached are not
/// reported: their "OK" is the documented choice.
package enum RouterPolicyDiagnostics {
  /// Where notes go: standard error, unless a test collects them with ``notes(during:)``.
  @MainActor static var sink: (String) -> Void = { note in
    FileHandle.standardError.write(Data((note + "\n").utf8))
  }

  /// The policy and alert types already reported.
  @MainActor static var reported: Set<[ObjectIdentifier]> = []

  /// Says, once per policy and alert type, that `policy` gave `alert` the default "OK".
  @MainActor static func defaultButtons<Policy: RouterPolicy>(
    of policy: Policy, for alert: Policy.Alert
  ) {
    guard Policy.Alert.self != RouterDefaultAlert.self, !(policy is any ImplicitRouterPolicy),
      reported.insert([ObjectIdentifier(Policy.self), ObjectIdentifier(Policy.Alert.self)])
        .inserted
    else { return }
    let name = String(describing: Policy.self)
    sink(
      "MVIRouter: \(name) gives alert \(PlainText.describe(alert)) no buttons, so it shows "
        + "one \"OK\": \(name) does not implement getAlertActions(for:), the hook that gives an "
        + "alert's buttons (a method with an outdated or misspelt name, such as "
        + "getAlertButtons(for:), is never called). Said once per router and alert type, in "
        + "debug builds.")
  }

  /// The notes said while `body` runs, kept from standard error.
  @MainActor package static func notes(during body: () throws -> Void) rethrows -> [String] {
    var notes: [String] = []
    let saved = sink
    sink = { notes.append($0) }
    defer { sink = saved }
    try body()
    return notes
  }
}

/// A policy whose defaults are chosen, not a slip: not reported by ``RouterPolicyDiagnostics``.
protocol ImplicitRouterPolicy {}

/// The router a ``RouterEvents`` uses until one is attached: all defaults.
struct DefaultRouter<
  Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol
>:
  RouterPolicy, ImplicitRouterPolicy
{}
