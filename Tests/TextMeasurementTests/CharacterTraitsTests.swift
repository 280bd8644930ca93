import Testing
@testable import TextMeasurement

/// `CharacterTraits.basicPlane` asks the Unicode properties once per uniform block: every BMP
/// character's entry must still be its own traits, from the Unicode data of the standard
/// library in use (a newer Unicode that splits a block fails here, not in a measurement).
@Suite struct CharacterTraitsTests {
    @Test func everyBasicPlaneEntryIsTheCharactersOwnTraits() {
        let table = CharacterTraits.basicPlane
        let differing = (0..<UInt32(0x10000)).filter { table[Int($0)] != CharacterTraits.traitsOfBMP($0) }
        #expect(differing.isEmpty, "\(differing.prefix(20).map { String($0, radix: 16) })")
    }

    @Test(arguments: CharacterTraits.uniformBlocks)
    func uniformBlocksAreUniform(_ block: ClosedRange<UInt32>) {
        let first = CharacterTraits.traitsOfBMP(block.lowerBound)
        #expect(block.allSatisfy { CharacterTraits.traitsOfBMP($0) == first })
    }
}
