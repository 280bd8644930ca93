/// Reads a JSON object member by member, without building it: for readers that act on each
/// member as it comes and would only take the tree apart again (a batch job reads a million
/// rows, each once).
///
/// Exactly as strict as `JSONParser` (the same code reads every token), with one difference:
/// keys are handed out as they come, so finding a duplicate key is the caller's part. A
/// text that reads to its end without an error here, and has no duplicate keys, is one
/// `JSONParser.parse` accepts, with the same values.
///
/// The reader points into `bytes`: use it only while they are valid.
public struct JSONMemberReader {
    private var parser: JSONByteParser
    private let isEmpty: Bool

    public init(_ bytes: UnsafeRawBufferPointer) {
        isEmpty = bytes.isEmpty
        // An empty text may have no base address; the parser never reads at or past `end`, so any
        // address will do for it (and `enterObject` reports the empty text first).
        let base = bytes.baseAddress ?? UnsafeRawPointer(bitPattern: MemoryLayout<UInt8>.alignment).unsafelyUnwrapped
        parser = JSONByteParser(base: base.assumingMemoryBound(to: UInt8.self), end: bytes.count)
    }

    /// Enters the object that begins the text (`depth` 1) or a member's value that is an object
    /// (its own object's depth plus one); returns whether it has members.
    public mutating func enterObject(depth: Int = 1) throws(JSONSyntaxError) -> Bool {
        if isEmpty { throw JSONSyntaxError(offset: 0, message: "expected a value, found the end of the input") }
        return try parser.enterObject(depth: depth)
    }

    /// A member's key as `nextKeyBytes` hands it out.
    public enum Key {
        /// The bytes between the quotes: printable ASCII without escapes, so they are the key's
        /// UTF-8 as they stand. Valid while the text is.
        case plain(UnsafeRawBufferPointer)
        /// Any other key, decoded.
        case decoded(String)
    }

    /// The next member's key, the reader then being on its value; nil after the object's
    /// closing brace. `first` is true right after `enterObject`. A plain key is handed out as
    /// its bytes (most keys are: a reader that looks keys up in a table of its own names then
    /// allocates nothing for them).
    public mutating func nextKeyBytes(first: Bool) throws(JSONSyntaxError) -> Key? {
        try parser.nextKeyBytes(first: first)
    }

    /// Whether the member's value is an object (to be read with `enterObject`).
    public var valueIsObject: Bool { parser.nextByte == UInt8(ascii: "{") }

    /// Whether the member's value is a string (to be read with `withStringValue`).
    public var valueIsString: Bool { parser.nextByte == UInt8(ascii: "\"") }

    /// The member's value, which is a string (`valueIsString`), as its UTF-8, checked and
    /// decoded as `value` would, handed to `body` and valid only there: a reader that keeps
    /// the bytes (in an arena of its own) makes no `String` of them.
    public mutating func withStringValue<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) throws(JSONSyntaxError) -> R {
        try parser.memberString(body)
    }

    /// The member's value, read whole; `depth` is the depth of the object it is a member of.
    public mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try parser.memberValue(depth: depth)
    }

    /// Checks that nothing but white space follows the object.
    public mutating func finish() throws(JSONSyntaxError) {
        try parser.finishDocument()
    }
}
