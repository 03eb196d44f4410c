// The app's screens and alerts, which the page's host shows.
import MVIRouterHosting

enum AppScreen: RouterScreenProtocol { case list, edit }
enum AppAlert: RouterAlertScreenProtocol { case deleteFailed }
