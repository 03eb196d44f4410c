/// The result a ``RouterEvent/result(_:_:)`` event carried in version 1, then as the value's
/// description. Events now carry the value itself.
///
/// Migrate `.value("3")` to `.value(3)`: values compare with `==`, so a value of another type
/// (here a `String`) no longer matches.
@available(*, deprecated, message: "use RouteResult<RouterResultValue>")
public typealias ResultDelivery = RouteResult<RouterResultValue>
