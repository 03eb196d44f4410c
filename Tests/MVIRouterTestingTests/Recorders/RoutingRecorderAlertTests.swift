import MVIRouter
import MVIRouterTesting
import Testing

@Suite @MainActor struct RoutingRecorderAlertTests {
  let routerEvents = RouterEvents<StoreScreen, StoreAlert>(router: StoreRouter())

  @Test func answeringByTitleRunsTheIntentsReaction() {
    let intent = StoreIntent(routerEvents: routerEvents)
    intent.productSelected(2)
    withRoutingRecorder(routerEvents) { recorder in
      intent.loadFailed()
      recorder.expect(.alertPresented(.loadFailed))
      recorder.expectState("root > push detail(2) | alert loadFailed[Delete, Retry, Cancel]")
      recorder.answerAlert("Retry")
      recorder.expect(.alertResolved(.loadFailed, button: "Retry"))
      recorder.expectState("root > push detail(2)")
    }
    #expect(intent.loads == 1)
  }

  @Test func answeringByRoleChoosesThatButton() {
    let intent = StoreIntent(routerEvents: routerEvents)
    intent.productSelected(2)
    withRoutingRecorder(routerEvents) { recorder in
      intent.loadFailed()
      recorder.answerAlert(role: .destructive)
      recorder.expect(
        .alertPresented(.loadFailed),
        .alertResolved(.loadFailed, button: "Delete"),
        .dismissed(.detail(2), .popped))
    }
    #expect(intent.deleted)
  }

  @Test func answeringWithNoAlertVisibleFailsAndChangesNothing() async {
    routerEvents.routeTo(.detail(2))
    let recorder = RoutingRecorder(routerEvents)
    let expected =
      "No alert is visible to answer with the button \"OK\". Navigation: root > push detail(2)"
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert("OK")
    }
    #expect(routerEvents.state.description == "root > push detail(2)")
    recorder.finish()
  }

  @Test func answeringWithAMissingButtonListsTheButtons() async {
    let recorder = RoutingRecorder(routerEvents)
    routerEvents.presentAlert(.loadFailed)
    recorder.skipReceivedEvents()
    let expected =
      "The visible alert loadFailed has no button \"OK\"; its buttons: Delete, Retry, Cancel."
    await expectIssue(expected, atLine: #line + 1) {
      recorder.answerAlert("OK")
    }
    #expect(routerEvents.state.visibleAlert?.alert == .loadFailed)
    recorder.finish()
  }

  @Test func goingBackDismissesWithTheUserBackReason() {
    let intent = StoreIntent(routerEvents: routerEvents)
    withRoutingRecorder(routerEvents) { recorder in
      intent.chooseQuantity()
      recorder.goBack()
      recorder.expect(
        .routed(.quantity, as: .sheet),
        .dismissed(.quantity, .userBack),
        .result(.quantity, .cancelled(.userBack)))
    }
    #expect(intent.quantity == "cancelled")
  }

  @Test func goingBackCancelsAVisibleAlertFirst() {
    routerEvents.routeTo(.detail(1))
    withRoutingRecorder(routerEvents) { recorder in
      routerEvents.presentAlert(.info)
      recorder.goBack()
      recorder.expect(.alertPresented(.info), .alertResolved(.info, button: "OK"))
      recorder.expectState("root > push detail(1)")
    }
  }

  @Test func goingBackPastADeferringGuardIsAnOutcomeTheTestAsserts() {
    let intent = StoreIntent(routerEvents: routerEvents)
    let edit = intent.edit()
    withRoutingRecorder(routerEvents) { recorder in
      #expect(recorder.goBack() == .ignored(.deferred(.userBack, route: edit)))
      recorder.expect(
        .ignored(.deferred(.userBack, route: edit)), .alertPresented(.discardChanges))
      recorder.expectState("root > sheet edit | alert discardChanges[Discard, Keep editing]")
      recorder.answerAlert("Discard")
      recorder.expect(
        .alertResolved(.discardChanges, button: "Discard"), .dismissed(.edit, .userBack))
      recorder.expectState("root")
    }
  }

  @Test func goingBackPastAVetoingGuardIsAnOutcomeTheTestAsserts() {
    let edit = routerEvents.routeTo(.edit)
    routerEvents.guardDismissal(of: edit, .veto, onGuard: nil)
    withRoutingRecorder(routerEvents) { recorder in
      #expect(recorder.goBack() == .ignored(.vetoed(.userBack, route: edit)))
      recorder.expect(.ignored(.vetoed(.userBack, route: edit)))
      recorder.expectState("root > sheet edit")
    }
  }

  @Test func goingBackFromARouteTheUserCannotDismissIsAnOutcome() {
    routerEvents.routeTo(.quantity, options: .locked)
    withRoutingRecorder(routerEvents) { recorder in
      #expect(recorder.goBack() == .ignored(.interactiveDismissDisabled(.userBack)))
      recorder.expect(.ignored(.interactiveDismissDisabled(.userBack)))
    }
  }

  @Test func goingBackReturnsApplied() {
    routerEvents.routeTo(.detail(1))
    withRoutingRecorder(routerEvents) { recorder in
      #expect(recorder.goBack() == .applied)
      recorder.expect(.dismissed(.detail(1), .userBack))
    }
  }

  @Test func goingBackAtTheRootFails() async {
    let recorder = RoutingRecorder(routerEvents)
    await expectIssue(
      "Going back did nothing: userDidGoBack(): nothing is presented", atLine: #line + 2
    ) {
      #expect(recorder.goBack() == .ignored(.nothingPresented(.userBack)))
    }
    #expect(recorder.unassertedEvents.isEmpty)
    recorder.finish()
  }

  @Test func resultsAreAsserted() {
    let intent = StoreIntent(routerEvents: routerEvents)
    withRoutingRecorder(routerEvents) { recorder in
      intent.chooseQuantity()
      let id = routerEvents.state.routes.last!.id
      routerEvents.finish(id, with: 3)
      recorder.expect(
        .routed(.quantity, as: .sheet),
        .dismissed(.quantity, .finished),
        .result(.quantity, value: 3))
    }
    #expect(intent.quantity == "3")
  }
}
