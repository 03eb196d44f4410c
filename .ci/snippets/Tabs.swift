// The app's screens and alerts, which every tab's router shows.
import MVIRouter

enum AppScreen: RouterScreenProtocol {
  case message(id: Int)
  case login, transfer
}

enum AppAlert: RouterAlertScreenProtocol { case offline }
