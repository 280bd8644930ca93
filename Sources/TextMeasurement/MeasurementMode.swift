/// How glyph advances are obtained.
public enum MeasurementMode: String, Hashable, Sendable, CaseIterable {
    /// Advances and pair kerning from tables read once per font (HarfBuzz only for runs the
    /// tables cannot represent: combining marks, other scripts, contextual features). Agrees
    /// with `exact` to 0.01 pt per line on the test corpus.
    case fast
    /// Every run shaped by HarfBuzz (kerning, ligatures, contextual forms).
    case exact
}
