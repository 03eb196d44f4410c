/// The router a ``RouterEvents`` uses until one is attached: all defaults.
struct DefaultRouter<
  RouterScreenType: RouterScreenProtocol, RouterAlertType: RouterAlertScreenProtocol
>:
  RouterProtocol
{}
