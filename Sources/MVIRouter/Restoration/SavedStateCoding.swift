import Foundation

/// Saved navigation on Foundation's JSON coders: `JSONEncoder` with sorted keys writes it,
/// `JSONDecoder` with its default strategies reads it (`Data` as Base64, `URL` as its text,
/// `Date` as seconds since 2001, `Decimal` as a number) — what an app's own `Codable` types
/// expect. The saved forms' `init(from:)` check the version first and validate the decoded value;
/// this turns what goes wrong into a ``RestorationError`` that says what and where.
enum SavedStateCoding {
  /// The encoder of a saved state's parts: `JSONEncoder`, keys sorted so equal states save
  /// equal bytes.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  /// Runs `body`, which encodes one part of a saved state on its own, so that an
  /// `EncodingError` it throws names the value's place in the whole state: `prefix`, then the
  /// error's own path, whose first key is an index `indexFrom` past it when the part is a run
  /// of a longer array.
  static func placingErrors<Value>(
    at prefix: [SavedKey], indexFrom offset: Int? = nil, _ body: () throws -> Value
  ) throws -> Value {
    do {
      return try body()
    } catch EncodingError.invalidValue(let value, let context) {
      var path: [any CodingKey] = prefix
      for (depth, key) in context.codingPath.enumerated() {
        if depth == 0, let offset {
          path.append(SavedKey(index: offset + (key.intValue ?? 0)))
        } else {
          path.append(key)
        }
      }
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: path, debugDescription: context.debugDescription,
          underlyingError: context.underlyingError))
    }
  }

  /// Decodes a saved state with `JSONDecoder`.
  ///
  /// - Throws: ``RestorationError/incompatibleVersion(found:supported:)`` for another format
  ///   version, ``RestorationError/corrupted(_:)`` for anything else, in one line.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data)
    throws(RestorationError) -> Value
  {
    guard !data.isEmpty else { throw .corrupted("the data is empty") }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw restorationError(error, data: data)
    } catch {
      // An app's own `init(from:)` may throw an error of its own.
      throw .corrupted("\(error)")
    }
  }

  /// The restoration error for a decoding error: the version error or the failed check the
  /// saved form's `init(from:)` carries as its underlying error, else the decoding error in
  /// one line with the path to the value.
  static func restorationError(_ error: DecodingError, data: Data) -> RestorationError {
    let context: DecodingError.Context
    let what: String
    switch error {
    case .dataCorrupted(let found):
      context = found
      what = sentence(found.debugDescription)
    case .keyNotFound(let key, let found):
      context = found
      what = "missing \"\(key.stringValue)\""
    case .typeMismatch(let type, let found):
      context = found
      what = "expected \(type)"
    case .valueNotFound(let type, let found):
      context = found
      what = "missing \(type) value"
    @unknown default:
      return .corrupted("\(error)")
    }
    switch context.underlyingError {
    case let version as RestorationError: return version
    case let invalid as NavigationStateError:
      return .corrupted(invalid.description + place(context.codingPath))
    default: break
    }
    if case .dataCorrupted = error, context.codingPath.isEmpty {
      return .corrupted(syntaxError(in: data))
    }
    if let mixedUp = otherShape(error, data: data) { return .corrupted(mixedUp) }
    if case .typeMismatch(let type, _) = error,
      let unknown = unknownCase(type, at: context.codingPath, in: data)
    {
      return .corrupted(unknown)
    }
    var detail = ""
    if case .typeMismatch = error {
      // A type whose own decoder gives no description (`Decimal`'s) still says what it found.
      let said = sentence(context.debugDescription)
      detail =
        ": "
        + (said.isEmpty
          ? "found \(kind(in: data, at: context.codingPath) ?? "another kind of value") instead"
          : said)
    }
    return .corrupted(what + place(context.codingPath) + detail)
  }

  /// A type that found an object where it wanted one and still did not match: Swift's
  /// synthesized `init(from:)` of an enum, which finds no key of its cases (or more than one).
  /// Told from the error's structure — a type mismatch whose type is not one `JSONDecoder`
  /// reads from a JSON value of another kind (a number, string, bool, array or object), at a
  /// place holding an object — never from its wording: `unknown Screen "teleport" at
  /// routes[0].screen`, naming the case the data holds.
  static func unknownCase(_ type: Any.Type, at codingPath: [any CodingKey], in data: Data)
    -> String?
  {
    // What `JSONDecoder` asks of a JSON value: a number, a string, a bool, an array or an
    // object (`[Any]`, `[String: Any]`), and the value was another kind.
    let readsAJSONValue =
      type is any Numeric.Type || type is any StringProtocol.Type || type == Bool.self
      || type is any Collection.Type
    guard !readsAJSONValue, let keys = objectKeys(in: data, at: codingPath) else { return nil }
    let place = place(codingPath)
    switch keys.count {
    case 0: return "expected a \(type) case\(place), found none"
    case 1: return "unknown \(type) \"\(keys[0])\"" + place
    default:
      return "expected one \(type) case\(place), found "
        + keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }
  }

  /// What the data is when it is the other saved form: a tab container's save read as a
  /// router's (it has `tabs`, not `routes`), or a router's read as a tab container's.
  static func otherShape(_ error: DecodingError, data: Data) -> String? {
    guard case .keyNotFound(let key, let context) = error, context.codingPath.isEmpty,
      let keys = objectKeys(in: data, at: [])
    else { return nil }
    // Data with both is neither form: its missing key is named as it is.
    if keys.contains("tabs") == keys.contains("routes") { return nil }
    if key.stringValue == "routes", keys.contains("tabs") {
      return "this is a tab container's saved navigation (it has \"tabs\", not \"routes\"): "
        + "restore it with TabbedRouterEvents"
    }
    if ["tabs", "selectedTab", "overlay"].contains(key.stringValue), keys.contains("routes") {
      return "this is a router's saved navigation (it has \"routes\", not \"tabs\"): "
        + "restore it with RouterEvents"
    }
    return nil
  }

  /// The keys of the JSON object at `codingPath` in `data`, sorted; `nil` when there is none.
  /// Read again only on an error's path, for the message.
  static func objectKeys(in data: Data, at codingPath: [any CodingKey]) -> [String]? {
    (value(in: data, at: codingPath) as? [String: Any]).map { $0.keys.sorted() }
  }

  /// What the JSON value at `codingPath` in `data` is: `a string`, `an array`, `an object`,
  /// `null`, or a number or bool as written (`12`, `true`); `nil` when there is none.
  static func kind(in data: Data, at codingPath: [any CodingKey]) -> String? {
    switch value(in: data, at: codingPath) {
    case nil: nil
    case is String: "a string"
    case is [Any]: "an array"
    case is [String: Any]: "an object"
    case is NSNull: "null"
    case let scalar?:
      (try? JSONSerialization.data(withJSONObject: scalar, options: [.fragmentsAllowed]))
        .map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The JSON value at `codingPath` in `data`, as `JSONSerialization` reads it; `nil` when
  /// there is none. Read again only on an error's path, for the message.
  static func value(in data: Data, at codingPath: [any CodingKey]) -> Any? {
    guard var value = try? JSONSerialization.jsonObject(with: data) else { return nil }
    for key in codingPath {
      if let index = key.intValue, let array = value as? [Any], array.indices.contains(index) {
        value = array[index]
      } else if let object = value as? [String: Any], let next = object[key.stringValue] {
        value = next
      } else {
        return nil
      }
    }
    return value
  }

  /// ` at routes[0].screen` for a path, nothing for the document itself.
  static func place(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text.isEmpty ? "" : " at \(text)"
  }

  /// Why `data` is not JSON, as `JSONSerialization` words it (`JSONDecoder` says only that it
  /// is not): read again only on this path, for the message.
  static func syntaxError(in data: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      if let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
        return "the data is not valid JSON: \(sentence(reason))"
      }
      return "the data is not valid JSON"
    }
    // `JSONDecoder` reports a number that does not fit the type it is read as (`-8` for a
    // `UInt`, `1.5` for an `Int`) as invalid JSON, without a place.
    return "the data is valid JSON, but a number in it does not fit its type"
  }

  /// `text` as a clause: its first letter lowercased (unless it starts a word in capitals, such
  /// as `JSON`) and its final full stop dropped.
  static func sentence(_ text: String) -> String {
    var clause = Substring(text)
    if clause.hasSuffix(".") { clause = clause.dropLast() }
    guard let first = clause.first, first.isUppercase,
      !(clause.dropFirst().first?.isUppercase ?? false)
    else { return String(clause) }
    return first.lowercased() + clause.dropFirst()
  }
}

/// A key of a saved state's coding path: a name, or an index in an array.
struct SavedKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ name: String) { stringValue = name }

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) { self.init(index: intValue) }
}
