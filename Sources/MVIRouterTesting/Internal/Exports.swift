// A routing test needs the engine's types (`RouterEvents`, `NavigationState`, ...) beside the
// assertions: importing `MVIRouterTesting` brings `MVIRouter` along.
@_exported import MVIRouter
