@_exported import MVIRouter
