// The bank app that embeds the Transfer feature: its screens, alerts and tabs.
import MVIRouter

enum BankScreen: RouterScreenProtocol {
  case accounts
  case transfer(TransferScreen)
  var transfer: TransferScreen? { if case .transfer(let screen) = self { screen } else { nil } }
}

enum BankAlert: RouterAlertScreenProtocol {
  case transfer(TransferAlert)
  var transfer: TransferAlert? { if case .transfer(let alert) = self { alert } else { nil } }
}

enum BankTab: Hashable, Sendable { case accounts, cards }

@MainActor let tabs = TabbedRouterEvents<BankTab, BankScreen, BankAlert>(
  tabs: [.accounts, .cards], selected: .accounts)
@MainActor let accountsTab = tabs[tab: .accounts]
