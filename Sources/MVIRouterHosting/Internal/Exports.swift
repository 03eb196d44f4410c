// A host needs the engine's types (`RouterEvents`, `Route`, `PresentedAlert`, ...) beside the
// host API: importing `MVIRouterHosting` brings `MVIRouter` along.
@_exported import MVIRouter
