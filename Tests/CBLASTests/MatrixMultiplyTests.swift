import CBLAS
import Testing

/// Proves OpenBLAS is installed and linked: a missing `libopenblas-dev` fails here, in CI, before
/// the batch engine ever needs it.
@Suite struct MatrixMultiplyTests {
    @Test func dgemmMultipliesTwoMatrices() {
        // Row-major A (2x3) times B (3x2).
        let a: [Double] = [1, 2, 3,
                           4, 5, 6]
        let b: [Double] = [7, 8,
                           9, 10,
                           11, 12]
        var c = [Double](repeating: 0, count: 4)
        cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 3, 1.0, a, 3, b, 2, 0.0, &c, 2)
        #expect(c == [58, 64, 139, 154])
    }

    @Test func dgemmAccumulatesIntoExistingResult() {
        // C = 2 * A * B + 1 * C, with A the identity, so C = 2B + C0.
        let identity: [Double] = [1, 0, 0, 1]
        let b: [Double] = [1, 2, 3, 4]
        var c: [Double] = [10, 20, 30, 40]
        cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 2, 2.0, identity, 2, b, 2, 1.0, &c, 2)
        #expect(c == [12, 24, 36, 48])
    }
}
