import Testing
import UIKit

// `UIContentSizeCategory` comparisons as cells write them (`>= .accessibilityMedium` to stack a
// row's labels vertically). The expected order is Apple's, copied from the documentation of
// `UIContentSizeCategory` (its cases listed smallest to largest; `<` "compares the sizes of two
// content size categories"), not read from the type under test.
struct ContentSizeCategoryComparisonTests {
    static let appleOrder: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    @Test func everyPairComparesByAppleOrder() {
        for (i, a) in Self.appleOrder.enumerated() {
            for (j, b) in Self.appleOrder.enumerated() {
                #expect((a < b) == (i < j), "\(a) < \(b)")
                #expect((a > b) == (i > j), "\(a) > \(b)")
                #expect((a <= b) == (i <= j), "\(a) <= \(b)")
                #expect((a >= b) == (i >= j), "\(a) >= \(b)")
            }
        }
        #expect(Self.appleOrder.shuffled().sorted() == Self.appleOrder)
    }

    /// Apple: the five accessibility sizes are the ones from `accessibilityMedium` up.
    @Test func accessibilityCategoriesAreTheFiveLargest() {
        let accessibility: [UIContentSizeCategory] = [
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
        for category in Self.appleOrder {
            #expect(category.isAccessibilityCategory == accessibility.contains(category), "\(category)")
            #expect(UIContentSizeCategoryIsAccessibilityCategory(category) == accessibility.contains(category))
        }
    }

    /// The trait collection's category compares as the cells compare it.
    @Test func traitCollectionCategoryCompares() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(!(large.preferredContentSizeCategory >= .accessibilityMedium))
        #expect(huge.preferredContentSizeCategory >= .accessibilityMedium)
        #expect(huge.preferredContentSizeCategory > large.preferredContentSizeCategory)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }
}
