/// The part of a screen's router that a host needs: how to present each screen, what to do when
/// one leaves, and how to show each alert. SwiftUI-free, so it runs on every platform.
///
/// Every requirement has a default, so implement only what you need. The defaults present
/// screens as sheets, do nothing on dismiss, and show ``RouterDefaultAlert`` with its title,
/// message and an "OK" button (other alerts: their description and "OK").
///
/// ```swift
/// struct MovieRouter: RouterProtocol {
///   func getScreenPresentationType(for type: MovieScreen) -> RouterScreenPresentationType {
///     switch type {
///     case .detail: .push
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
///   func getAlertActions(for type: MovieAlert) -> [RouterAlertAction] {
///     [.destructive("Delete"), .cancel()]
///   }
/// }
///
/// let router = RouterEvents(router: MovieRouter())
/// router.routeTo(.detail(id: 7))
/// print(router.state)
/// ```
///
/// Prints `root > push detail(id: 7)`.
///
/// A router is held by its ``RouterEvents`` for as long as it is attached. Make it a struct, or
/// hold the intent weakly, so the router and the intent do not keep each other alive.
@MainActor
public protocol RouterProtocol<RouterScreenType, RouterAlertType> {
  /// The screens this router presents.
  associatedtype RouterScreenType: RouterScreenProtocol
  /// The alerts this router shows.
  associatedtype RouterAlertType: RouterAlertScreenProtocol

  /// How `routeTo(_:)` presents a screen. Default: `.sheet`.
  ///
  /// - Parameter type: The screen being routed to.
  func getScreenPresentationType(for type: RouterScreenType) -> RouterScreenPresentationType

  /// Called once when a route with this screen leaves, whichever way it leaves. Default: calls
  /// ``onScreenDismiss(type:)``.
  ///
  /// - Parameters:
  ///   - type: The screen that left.
  ///   - reason: Why it left.
  func onScreenDismiss(type: RouterScreenType, reason: DismissReason)

  /// The seed's dismiss hook, without the reason. Default: does nothing.
  ///
  /// - Parameter type: The screen that left.
  func onScreenDismiss(type: RouterScreenType)

  /// The alert's title. Default: the title of a ``RouterDefaultAlert``, else the description.
  ///
  /// - Parameter type: The alert.
  func getAlertTitle(for type: RouterAlertType) -> String?

  /// The alert's message. Default: the message of a ``RouterDefaultAlert``, else `nil`.
  ///
  /// - Parameter type: The alert.
  func getAlertMessage(for type: RouterAlertType) -> String?

  /// The alert's buttons, in the order shown. Default: one "OK" button with the cancel role.
  ///
  /// - Parameter type: The alert.
  func getAlertActions(for type: RouterAlertType) -> [RouterAlertAction]

  /// Called when a button of an alert is chosen. Default: does nothing.
  ///
  /// - Parameters:
  ///   - action: The chosen button.
  ///   - type: The alert.
  func onAlertAction(_ action: RouterAlertAction, for type: RouterAlertType)
}

extension RouterProtocol {
  public func getScreenPresentationType(for type: RouterScreenType)
    -> RouterScreenPresentationType
  { .sheet }

  public func onScreenDismiss(type: RouterScreenType, reason: DismissReason) {
    onScreenDismiss(type: type)
  }

  public func onScreenDismiss(type: RouterScreenType) {}

  public func getAlertTitle(for type: RouterAlertType) -> String? {
    (type as? RouterDefaultAlert)?.title ?? PlainText.describe(type)
  }

  public func getAlertMessage(for type: RouterAlertType) -> String? {
    (type as? RouterDefaultAlert)?.message
  }

  public func getAlertActions(for type: RouterAlertType) -> [RouterAlertAction] {
    RouterAlertAction.okOnly
  }

  public func onAlertAction(_ action: RouterAlertAction, for type: RouterAlertType) {}
}
