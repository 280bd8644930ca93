// Apple's `simd` module for Swift: on Apple platforms `simd_float3` and its siblings are names
// of the standard library's `SIMD3<Float>` and so on, and the geometric functions work on them.
// Linux has the standard library's types but not the module, so a file that says
// `import simd` (census-5: a graph cell that takes a `double3`) would not build; this target gives the
// names and the common functions, computed as Apple documents them.

public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>

// The older names, which Apple's overlay still has (deprecated in favour of the SIMD types);
// code written for iOS 12 and earlier uses them (census-5's chart cell takes a `double3`).
public typealias float2 = SIMD2<Float>
public typealias float3 = SIMD3<Float>
public typealias float4 = SIMD4<Float>
public typealias double2 = SIMD2<Double>
public typealias double3 = SIMD3<Double>
public typealias double4 = SIMD4<Double>
public typealias int2 = SIMD2<Int32>
public typealias int3 = SIMD3<Int32>
public typealias int4 = SIMD4<Int32>

/// The dot product of two vectors.
public func simd_dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    (a * b).sum()
}

/// A vector's length, squared.
public func simd_length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
    simd_dot(v, v)
}

/// A vector's Euclidean length.
public func simd_length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
    simd_length_squared(v).squareRoot()
}

/// The distance between two points.
public func simd_distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    simd_length(a - b)
}

/// The vector scaled to length 1 (NaN for the zero vector, as on Apple platforms).
public func simd_normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint {
    v / simd_length(v)
}

/// Linear interpolation: `a + (b - a) * t`, lane by lane.
public func simd_mix<V: SIMD>(_ a: V, _ b: V, _ t: V) -> V where V.Scalar: FloatingPoint {
    a + (b - a) * t
}

/// Each lane of `v` limited to `[low, high]`.
public func simd_clamp<V: SIMD>(_ v: V, _ low: V, _ high: V) -> V where V.Scalar: Comparable {
    v.clamped(lowerBound: low, upperBound: high)
}
