/// The screen type of a router that opens no screens.
///
/// It has no values, so a `RouterEvents<RouterEmptyScreen, SomeAlert>` can only show alerts.
///
/// ```swift
/// let router = RouterEvents<RouterEmptyScreen, RouterDefaultAlert>()
/// router.presentAlert(.defaultAlert(title: "Saved", message: nil))
/// print(router.state)
/// ```
///
/// Prints `root | alert Saved[OK]`.
public enum RouterEmptyScreen: RouterScreenProtocol {}
