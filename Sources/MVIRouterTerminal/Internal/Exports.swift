// An app's `main.swift` needs the engine's types (`RouterEvents`, `Route`, ...) beside the host:
// importing `MVIRouterTerminal` brings `MVIRouter` along, as `MVIRouterHosting` does.
@_exported import MVIRouter
