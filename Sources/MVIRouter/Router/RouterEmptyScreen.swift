/// The screen type of a router that opens no screens.
///
/// It has no values, so a `RouterEvents<RouterEmptyScreen, SomeAlert>` can only show alerts.
///
/// ```swift
/// let routerEvents = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>()
/// routerEvents.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(routerEvents.state)
/// ```
///
/// Prints `root | alert Saved[OK]`.
public enum RouterEmptyScreen: RouterScreenProtocol {}
