#if OpenBLAS
import CBLAS
import Glibc
#endif

/// `C += A * B` for column-major matrices (A is m x k, B is k x n, C is m x n): the product that
/// turns a block of rows' quantities into their tableau values. Either OpenBLAS's `dgemm` or
/// plain Swift; both give the same values up to the order of the additions.
struct DenseKernel: Sendable {
    let usesBLAS: Bool

    init(_ choice: DenseKernelChoice) {
        #if OpenBLAS
        usesBLAS = choice != .swift
        #else
        usesBLAS = false
        #endif
    }

    /// The batch engine parallelises over blocks itself; OpenBLAS's own threads would only
    /// compete with it for the cores. Setting one thread is not enough: a threaded OpenBLAS
    /// starts its thread pool when the library loads, and the pool's threads wait by spinning
    /// on `sched_yield` before they sleep (a tenth of a second of a core at the start of every
    /// job, seen with `perf`). So the pool is also shut down, once per process, through
    /// OpenBLAS's exported `blas_thread_shutdown_`, looked up at run time because a serial
    /// OpenBLAS has none; with one thread set, OpenBLAS never starts it again.
    static func keepBLASSingleThreaded() {
        #if OpenBLAS
        _ = singleThreaded
        #endif
    }

    #if OpenBLAS
    private static let singleThreaded: Void = {
        openblas_set_num_threads(1)
        typealias Shutdown = @convention(c) () -> Int32
        // RTLD_DEFAULT (a null handle): every library the process has loaded.
        guard let shutdown = dlsym(nil, "blas_thread_shutdown_") else { return }
        _ = unsafeBitCast(shutdown, to: Shutdown.self)()
    }()
    #endif

    func multiplyAdd(m: Int, n: Int, k: Int, a: UnsafePointer<Double>, b: UnsafePointer<Double>,
                     c: UnsafeMutablePointer<Double>) {
        guard m > 0, n > 0, k > 0 else { return }
        #if OpenBLAS
        if usesBLAS, n > 1 {
            cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, Int32(m), Int32(n), Int32(k),
                        1, a, Int32(m), b, Int32(k), 1, c, Int32(m))
            return
        }
        #endif
        Self.swiftMultiplyAdd(m: m, n: n, k: k, a: a, b: b, c: c)
    }

    /// Column by column, one axpy per quantity: the inner loop runs down a contiguous column of
    /// A and C, which the compiler vectorises. Zero quantities (most of a row's deltas when
    /// only some views changed) are skipped.
    static func swiftMultiplyAdd(m: Int, n: Int, k: Int, a: UnsafePointer<Double>, b: UnsafePointer<Double>,
                                 c: UnsafeMutablePointer<Double>) {
        for column in 0..<n {
            let target = c + column * m
            for inner in 0..<k {
                let factor = b[column * k + inner]
                if factor == 0 { continue }
                let source = a + inner * m
                for row in 0..<m { target[row] += source[row] * factor }
            }
        }
    }
}
