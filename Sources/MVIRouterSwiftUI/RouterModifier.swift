#if canImport(SwiftUI)
  import MVIRouter
  import SwiftUI

  /// Shows a router's navigation in SwiftUI: a `NavigationStack` per layer, the sheet and the
  /// full-screen cover presented from it (with the route's detents and interactive dismissal),
  /// recursing for nested layers, and the visible alert with its buttons and roles.
  ///
  /// The modifier only binds: every value comes from the `PresentationModel`, and
  /// every change the user makes (swipe back, a sheet dragged down, an alert button) goes back
  /// to it as a `PresentationWriteBack` made by the layer the view showed.
  ///
  /// ```swift
  /// MenuView()
  ///   .modifier(RouterModifier(routerEvents) { screen in AppScreenView(screen: screen) })
  /// ```
  ///
  /// Shows `MenuView` as the root, and each presented screen through the closure.
  public struct RouterModifier<
    Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol, Destination: View
  >: ViewModifier {
    @State private var model: PresentationModel<Screen, Alert>
    private let destination: (Screen) -> Destination

    /// Shows the navigation of `routerEvents` over the modified view.
    ///
    /// - Parameters:
    ///   - routerEvents: The router whose navigation to show.
    ///   - destination: The view of a presented screen.
    @MainActor public init(
      _ routerEvents: RouterEvents<Screen, Alert>,
      @ViewBuilder destination: @escaping (Screen) -> Destination
    ) {
      _model = State(initialValue: PresentationModel(routerEvents))
      self.destination = destination
    }

    public func body(content: Content) -> some View {
      RouterLayerView(model: model, index: 0, root: content, destination: destination)
    }
  }

  extension View {
    /// Shows the navigation of `routerEvents` over this view, its root screen.
    ///
    /// ```swift
    /// MenuView().router(routerEvents) { screen in AppScreenView(screen: screen) }
    /// ```
    ///
    /// Shows `MenuView` as the root, and each presented screen through the closure.
    ///
    /// - Parameters:
    ///   - routerEvents: The router whose navigation to show.
    ///   - destination: The view of a presented screen.
    @MainActor public func router<Screen, Alert, Destination: View>(
      _ routerEvents: RouterEvents<Screen, Alert>,
      @ViewBuilder destination: @escaping (Screen) -> Destination
    ) -> some View {
      modifier(RouterModifier(routerEvents, destination: destination))
    }
  }

  /// One layer: a navigation stack over `root`, the modal presented from it (its content is
  /// the next layer) and, on the top layer, the alert.
  struct RouterLayerView<
    Screen: RouterScreenProtocol, Alert: RouterAlertScreenProtocol, Root: View,
    Destination: View
  >: View {
    let model: PresentationModel<Screen, Alert>
    let index: Int
    let root: Root
    let destination: (Screen) -> Destination

    var body: some View {
      // What this view shows: its bindings' write-backs name the ids it saw.
      let layer = model.presentation.layer(index) ?? PresentationLayer(index: index)
      let stack = NavigationStack(path: pathBinding(layer)) {
        root.navigationDestination(for: Route<Screen>.self) { route in destination(route.screen) }
      }
      let withSheet = stack.sheet(item: sheetBinding(layer)) { item in modal(item) }
      #if os(iOS)
        let withCover = withSheet.fullScreenCover(item: coverBinding(layer)) { item in
          modal(item)
        }
      #else
        // No full-screen cover here: a sheet stands in.
        let withCover = withSheet.sheet(item: coverBinding(layer)) { item in modal(item) }
      #endif
      withCover.alert(
        layer.alert?.title ?? "", isPresented: alertBinding(layer), presenting: layer.alert,
        actions: alertButtons, message: alertMessage)
    }

    private func pathBinding(_ layer: PresentationLayer<Screen, Alert>)
      -> Binding<ArraySlice<Route<Screen>>>
    {
      Binding(
        get: { @MainActor in model.presentation.layer(index)?.path ?? [] },
        set: { @MainActor path in model.writeBack(layer.writeBack(path: path)) })
    }

    private func sheetBinding(_ layer: PresentationLayer<Screen, Alert>)
      -> Binding<PresentationItem<Screen>?>
    {
      Binding(
        get: { @MainActor in model.presentation.layer(index)?.sheet },
        set: { @MainActor item in model.writeBack(layer.writeBack(sheet: item)) })
    }

    private func coverBinding(_ layer: PresentationLayer<Screen, Alert>)
      -> Binding<PresentationItem<Screen>?>
    {
      Binding(
        get: { @MainActor in model.presentation.layer(index)?.cover },
        set: { @MainActor item in model.writeBack(layer.writeBack(cover: item)) })
    }

    private func alertBinding(_ layer: PresentationLayer<Screen, Alert>) -> Binding<Bool> {
      Binding(
        get: { @MainActor in model.presentation.layer(index)?.alert != nil },
        set: { @MainActor isPresented in
          model.writeBack(layer.writeBack(alertIsPresented: isPresented))
        })
    }

    @ViewBuilder private func alertButtons(_ alert: PresentedAlert<Alert>) -> some View {
      ForEach(Array(alert.buttons.enumerated()), id: \.offset) { offset, button in
        Button(button.title, role: button.role.map(Self.buttonRole)) {
          model.writeBack(.alertButtonChosen(alert.id, index: offset))
        }
      }
    }

    @ViewBuilder private func alertMessage(_ alert: PresentedAlert<Alert>) -> some View {
      if let message = alert.message { Text(message) }
    }

    /// The layer a sheet or cover opens, at its detents, dismissible by hand unless locked.
    private func modal(_ item: PresentationItem<Screen>) -> some View {
      RouterLayerView<Screen, Alert, Destination, Destination>(
        model: model, index: item.layer, root: destination(item.screen),
        destination: destination
      )
      .presentationDetents(Set(item.detents.map(Self.presentationDetent)))
      .interactiveDismissDisabled(item.interactiveDismissDisabled)
    }

    /// The SwiftUI detent of a sheet detent.
    private static func presentationDetent(_ detent: SheetDetent) -> PresentationDetent {
      switch detent {
      case .medium: .medium
      case .large: .large
      case .fraction: .fraction(CGFloat(detent.heightFraction))
      }
    }

    /// The SwiftUI role of an alert button's role.
    private static func buttonRole(_ role: RouterAlertButtonRole) -> ButtonRole {
      switch role {
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }

#endif
