/// Cell templates made for the tests of both suites, so that `heights` on the command line and
/// the service are shown to treat one and the same template alike.
public enum TestTemplates {
    /// A cell whose two required height constraints on the badge cannot both hold: at every
    /// width `constraints[4]` is broken to recover (`autolayout check` reports it, `heights`
    /// and the service refuse it unless conflicts are allowed).
    public static let conflicting = """
        {"views": [{"id": "cell"}, {"id": "title", "parent": "cell", "kind": "label", "text": "Hi", "font": {"size": 17}},
          {"id": "badge", "parent": "cell", "intrinsicSize": [20, 20], "hugging": {"h": 251}}],
         "constraints": ["H:|-[title]-[badge]-|", "V:|-[title]-|", "badge.centerY == title.centerY",
           {"id": "badgeHeight", "constraint": "badge.height == 30"}, "badge.height == 40"]}
        """
}
