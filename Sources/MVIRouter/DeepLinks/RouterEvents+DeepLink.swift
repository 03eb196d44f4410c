extension RouterEvents {
  /// Opens a link: computes the routes it stands for and applies the least change from the
  /// current routes (as `setRoutes(_:reason:)` does) as one transaction. Routes that leave get
  /// ``DismissReason/deepLink``, and their callbacks fire as for any dismissal.
  ///
  /// Each route the link presents meets the router's route guard
  /// (``RouterPolicy/getRouteDecision(for:as:)``) as a `routeTo` does, bottom-up, so a rule
  /// such as "checkout requires sign-in" is written once. The first route it vetoes stops the
  /// link there: the routes below it stay, and neither it nor the routes above it are presented.
  /// The first route it defers stops the link the same way, and the link waits as the
  /// ``deferredChange``: ``confirm(_:)`` opens it again (decided then) with that route approved
  /// and the routes after it asked about then; ``abandon(_:)`` leaves it where it stopped. See
  /// <doc:DeepLinks>.
  ///
  /// A malformed or unknown link throws and changes nothing. A step with standard
  /// ``PresentationOptions`` takes the options the router's `getPresentationOptions(for:)`
  /// gives its screen, so a linked screen looks as it does when routed to.
  ///
  /// ```swift
  /// try routerEvents.open("demo://movies/7/reviews", using: links)
  /// print(routerEvents.state)  // root > push detail(id: 7) > sheet review
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link's text.
  ///   - map: The patterns that turn links into routes.
  /// - Returns: `applied` when anything changed (the routes below a stopped one included) or
  ///   `queued`; `ignored` when nothing did: the link is already shown, or the route guard (or a
  ///   guard of a route it would remove) stopped it before any change.
  /// - Throws: ``DeepLinkError`` naming what did not match.
  @discardableResult
  public func open(_ link: String, using map: DeepLinkMap<Screen>) throws(DeepLinkError)
    -> RouterOutcome
  {
    openLink(try map.steps(for: link))
  }

  /// Opens a link's routes: see ``open(_:using:)``.
  @discardableResult
  func openLink(_ steps: [RouteStep<Screen>]) -> RouterOutcome {
    submit(.openLink(LinkRequest(steps: withRouterOptions(steps))))
  }

  /// `request` with the route guard's answers when it opens a link (or confirms a deferred
  /// link, whose answers the machine keeps): the router asks about each route the machine says
  /// the link would present now, bottom-up, until the first it does not allow. This is the
  /// router's code, asked before the machine applies the request, which takes the answers as
  /// an input (see `NavigationMachine.openLink`).
  @usableFromInline func answeringRouteGuard(_ request: Request) -> Request {
    switch request {
    case .openLink(let link):
      return .openLink(answered(link))
    case .confirmDeferred(let change):
      if let link = core.machine.deferredLink(change) {
        let answers = answered(link)
        core.machine.answerDeferredLink(answers)
      }
      return request
    default:
      return request
    }
  }

  /// `link` with the route guard's first stop among the steps it would present now.
  func answered(_ link: LinkRequest<Screen>) -> LinkRequest<Screen> {
    var link = link
    link.stop = nil
    for index in core.machine.stepsToAsk(link) {
      let step = link.steps[index]
      let decision = router.getRouteDecision(for: step.screen, as: step.presentation)
      if decision != .allow {
        link.stop = (index, decision)
        break
      }
    }
    return link
  }
}
