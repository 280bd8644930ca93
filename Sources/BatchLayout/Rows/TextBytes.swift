import TextMeasurement

extension Array where Element == UInt8 {
    /// Hands `body` these bytes (or those in `range`) as a buffer, letting its typed error
    /// through: `withUnsafeBufferPointer` rethrows untyped errors, and every caller here
    /// measures text, whose failures are `TextMeasurementError`s.
    func withTextBytes<R>(in range: Range<Int>? = nil, _ body: (UnsafeBufferPointer<UInt8>) throws(TextMeasurementError) -> R)
        throws(TextMeasurementError) -> R {
        let result = withUnsafeBufferPointer { buffer in
            Result { () throws(TextMeasurementError) in try body(range.map { UnsafeBufferPointer(rebasing: buffer[$0]) } ?? buffer) }
        }
        return try result.get()
    }
}
