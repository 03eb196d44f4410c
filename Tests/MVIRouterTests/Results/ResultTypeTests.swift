import Testing

@testable import MVIRouter

/// Which values a route expecting a result type accepts: the type itself, a value of a
/// conforming type for an existential, a subclass instance for a class, a value for an optional.
@Suite struct ResultTypeTests {
  protocol Picked: Sendable {}
  struct Quantity: Picked {}
  class Folder: @unchecked Sendable {}
  final class SharedFolder: Folder, @unchecked Sendable {}

  @Test func theTypeItselfIsAcceptedAndAnotherIsNot() {
    #expect(ResultType(Int.self).accepts(3))
    #expect(!ResultType(Int.self).accepts("3"))
    #expect(!ResultType(String.self).accepts(3))
    #expect(ResultType(Int.self).name == "Int")
  }

  @Test func conformingAndSubclassValuesAreAcceptedThroughOneCast() {
    #expect(ResultType((any Picked).self).accepts(Quantity()))
    #expect(!ResultType((any Picked).self).accepts(3))
    #expect(ResultType(Folder.self).accepts(SharedFolder()))
    #expect(!ResultType(SharedFolder.self).accepts(Folder()))
  }

  @Test func anOptionalTypeAcceptsItsWrappedValueAndNil() {
    #expect(ResultType(Optional<Int>.self).accepts(3))
    #expect(ResultType(Optional<Int>.self).accepts(Int?.none))
    #expect(!ResultType(Optional<Int>.self).accepts("3"))
  }
}
