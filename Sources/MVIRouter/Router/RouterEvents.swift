/// The navigation of an app or a flow, driven from intents: route, present alerts, dismiss.
///
/// `RouterEvents` holds the ``NavigationState`` and changes it in transactions. Each transaction
/// produces an ordered list of ``RouterEvent``s, delivered to the attached ``RouterPolicy``, to
/// per-route callbacks, to observers and to ``events()`` streams. It is a reference
/// type on the main actor: the intent and the host share one instance, and a host that attaches
/// late shows the current state, so nothing is lost.
///
/// ```swift
/// enum Screen: RouterScreenProtocol { case detail(Int), edit }
///
/// let routerEvents = RouterEvents<Screen, RouterDefaultAlert>()
/// routerEvents.routeTo(.detail(3), as: .push)
/// routerEvents.routeTo(.edit) { reason in print("edit left:", reason) }
/// routerEvents.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(routerEvents.state)
/// routerEvents.dismiss()
/// print(routerEvents.state)
/// ```
///
/// Prints:
/// ```
/// root > push detail(3) > sheet edit | alert Saved[OK]
/// edit left: dismissed
/// root > push detail(3)
/// ```
///
/// The rules:
/// - Dismiss callbacks fire exactly once per route, whichever way it leaves, top-most first,
///   with a ``DismissReason``.
/// - A change requested while events are being delivered (say, routing from a dismiss callback)
///   is queued and applied after the current transaction, in order.
/// - Every change is decided against the state at the moment it is applied: a queued
///   `pop(to: screen)` finds the screen then, a queued `userDidGoBack()` cancels an alert
///   presented before it, a queued `finish(_:with:)` checks the presenter's type then.
/// - A ``RouteID`` or ``AlertID`` names one presentation for the router's whole life: it is never
///   handed out again, not by a queued change, not by a restore (restored routes and alerts whose
///   ids this router has already used get fresh ones).
/// - An operation with nothing to do changes nothing, returns ``RouterOutcome/ignored(_:)`` with
///   an ``IgnoreReason`` and emits a ``RouterEvent/ignored(_:)`` event. It never crashes.
///
/// Cost: each operation costs O(the routes and alerts it adds or removes), whatever the depth of
/// the stack or the number of queued alerts, and a route + dismiss cycle allocates nothing once
/// the router's buffers have grown (events are built only while something observes).
@MainActor
public final class RouterEvents<Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol> {
  @usableFromInline typealias Request = NavigationRequest<Screen, Alert>
  @usableFromInline typealias Effect = NavigationEffect<Screen, Alert>

  // One stored value holds everything the router decides with (see ``RouterCore``): an
  // operation is one access to it, and the app's code — callbacks, hooks, observers, streams,
  // and the release of its closures — runs only after that access has ended, so it may call
  // back into the router in any way. Exclusivity is enforced, as everywhere in the package.

  /// The machine, the transaction being built, the closures and the queue, as one value.
  @usableFromInline var core: RouterCore<Screen, Alert>
  /// The attached policy: asked how to present screens and show alerts, told of dismissals.
  @inlinable var router: any RouterPolicy<Screen, Alert> { core.policy }

  /// The routers this one delivers with (the tabs of a ``TabbedRouterEvents``), or `nil`.
  @usableFromInline let deliveryGroup: DeliveryGroup?

  /// This type's own code for the requirements an operation reaches through
  /// `any RouterEventsProtocol`, compiled where the router was made.
  @usableFromInline let specialized: Specialized

  /// This type's methods that an operation called through `any RouterEventsProtocol` (as an
  /// intent holds its router) reaches, as references taken where the router is made (its
  /// initializers are inlinable, so its types are known there).
  ///
  /// Swift calls a generic class's protocol requirements through an existential with the
  /// generic, unspecialized code, which looks up the types' metadata at every step: about
  /// 39,000 instructions for a route and its dismissal, against 1,700 where the type is known.
  /// The requirements pass on to these references, so the work runs compiled for the app's
  /// types. Each is a method of this type (no state of its own, nothing captured).
  @MainActor @usableFromInline struct Specialized {
    @usableFromInline let submit: @MainActor (RouterEvents, RouterRequest) -> RouterOutcome
    @usableFromInline let makeID: @MainActor (RouterEvents, _ alert: Bool) -> Int
    @usableFromInline let state: @MainActor (RouterEvents) -> NavigationState<Screen, Alert>

    @inlinable init() {
      submit = { $0.submitRequest($1) }
      makeID = { router, alert in
        alert
          ? router.core.machine.makeAlertID().rawValue : router.core.machine.makeRouteID().rawValue
      }
      state = { $0.core.machine.state }
    }
  }

  /// The current navigation: routes over the root and alerts. Read it at any time.
  @inlinable public var state: NavigationState<Screen, Alert> {
    // Where the types are known, read in place; else through the code compiled for them.
    _isConcrete(Screen.self) ? core.machine.state : specialized.state(self)
  }

  /// Creates a router with nothing presented, using the default ``RouterPolicy`` behaviour
  /// until one is attached.
  ///
  /// ```swift
  /// let routerEvents = RouterEvents<AppScreen, RouterDefaultAlert>()
  /// print(routerEvents.state)
  /// ```
  ///
  /// Prints `root`.
  ///
  /// - Parameter state: The state to start from, e.g. one built for a preview or a test. Ids it
  ///   cannot hold (duplicates, outside 1...2^53 - 1) are renewed, never a crash. For a state
  ///   that may be invalid, such as one read from disk, use ``restore(from:)``, which checks it.
  @inlinable public convenience init(state: NavigationState<Screen, Alert> = .init()) {
    self.init(state: state, idSource: nil, deliveryGroup: nil, specialized: Specialized())
  }

  /// Creates a router that draws route and alert ids from `idSource` (shared with other
  /// routers: the tabs of a ``TabbedRouterEvents``, so no id is used by two of them) or of its
  /// own (`nil`); its changes also wait while another router of `deliveryGroup` delivers.
  /// `specialized` is this type's code compiled where its types are known (see ``Specialized``).
  @usableFromInline init(
    state: NavigationState<Screen, Alert>, idSource: NavigationIDSource?,
    deliveryGroup: DeliveryGroup?, specialized: Specialized
  ) {
    var machine = NavigationMachine<Screen, Alert>(state: state, idSource: idSource)
    machine.origin = RouterOrigin.next()
    core = RouterCore(machine: machine)
    self.deliveryGroup = deliveryGroup
    self.specialized = specialized
  }

  /// Creates a router that asks `router` how to present screens and show alerts, and tells it
  /// when screens leave.
  ///
  /// ```swift
  /// let routerEvents = RouterEvents(router: MovieRouter())
  /// ```
  ///
  /// - Parameter router: The screen's router.
  @inlinable public convenience init<R: RouterPolicy>(router: R)
  where R.Screen == Screen, R.Alert == Alert {
    self.init()
    attach(router)
  }

  /// Attaches the router that decides presentations and alert content and hears dismissals.
  ///
  /// ```swift
  /// routerEvents.attach(AppRouter())
  /// ```
  ///
  /// - Parameter router: The router; it replaces any attached before.
  public func attach<R: RouterPolicy>(_ router: R)
  where R.Screen == Screen, R.Alert == Alert {
    core.policy = router
    core.hasRouterHooks = !(router is DefaultRouter<Screen, Alert>)
  }

  // Isolated, as the router is: its streams end when the last reference goes on the main actor.
  isolated deinit {
    let streams = core.hub.continuations
    for continuation in streams.values { continuation.finish() }
  }
}

/// Hands each router a number of its own, which the changes its guards stop carry, so that a
/// change is confirmed only by the router that stopped it.
@MainActor
@usableFromInline
enum RouterOrigin {
  static var last = 0

  @usableFromInline static func next() -> Int {
    last += 1
    return last
  }
}
