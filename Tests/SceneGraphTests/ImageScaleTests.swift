import Testing

@testable import SceneGraph

/// Which of an image's variants is drawn at each density, for every set of variants that may be present.
@Suite struct ImageScaleTests {
    /// Expected scale for densities 1, 1.5, 2, 2.5, 3 and 4, worked out by hand from the rule: nearest
    /// scale, a tie to the larger.
    static let table: [(present: [Int], chosen: [Int])] = [
        ([1], [1, 1, 1, 1, 1, 1]),
        ([2], [2, 2, 2, 2, 2, 2]),
        ([3], [3, 3, 3, 3, 3, 3]),
        ([1, 2], [1, 2, 2, 2, 2, 2]),
        ([1, 3], [1, 1, 3, 3, 3, 3]),
        ([2, 3], [2, 2, 2, 3, 3, 3]),
        ([1, 2, 3], [1, 2, 2, 3, 3, 3]),
    ]
    static let densities = [1, 1.5, 2, 2.5, 3, 4]

    @Test(arguments: table.indices)
    func everyDensityAgainstEverySetOfVariants(_ row: Int) {
        let (present, chosen) = Self.table[row]
        for (density, expected) in zip(Self.densities, chosen) {
            #expect(ImageScale.nearest(to: density, among: present) == expected, "\(present) at \(density)")
            #expect(
                ImageScale.nearest(to: density, among: present.reversed()) == expected,
                "the order the variants are listed in does not matter")
        }
    }

    @Test func noVariantsChooseNothingAndABadDensityCountsAsOne() {
        #expect(ImageScale.nearest(to: 2, among: []) == nil)
        #expect(ImageScale.nearest(to: .nan, among: [1, 2, 3]) == 1)
        #expect(ImageScale.nearest(to: 0, among: [2, 3]) == 2)
        #expect(ImageScale.nearest(to: .infinity, among: [1, 3]) == 1)
    }
}
