import Foundation

/// UIKit's `NSDiffableDataSourceSnapshot` (iOS 13): the sections of a table or collection view
/// and their items, by identifier, in order. Invariant: every section and every item
/// identifier appears once (UIKit stops on a duplicate; so does this).
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("invalid section identifier \(identifier)")
        }
        return sections[index].items
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: - Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection other: SectionIdentifierType) {
        insertSections(identifiers, at: requiredSection(other))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection other: SectionIdentifierType) {
        insertSections(identifiers, at: requiredSection(other) + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.identifier) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection other: SectionIdentifierType) {
        let moved = sections.remove(at: requiredSection(identifier))
        sections.insert(moved, at: requiredSection(other))
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection other: SectionIdentifierType) {
        let moved = sections.remove(at: requiredSection(identifier))
        sections.insert(moved, at: requiredSection(other) + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        identifiers.forEach { reloadedItemIdentifiers += itemIdentifiers(inSection: $0) }
    }

    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        identifiers.forEach { reconfiguredItemIdentifiers += itemIdentifiers(inSection: $0) }
    }

    // MARK: - Items

    /// UIKit's `appendItems(_:toSection:)`: to the last section when none is named.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        let index = section.map(requiredSection) ?? sections.count - 1
        guard sections.indices.contains(index) else { preconditionFailure("there are currently no sections in the data source") }
        requireNew(identifiers)
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem other: ItemIdentifierType) {
        requireNew(identifiers)
        let (section, item) = requiredItem(other)
        sections[section].items.insert(contentsOf: identifiers, at: item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem other: ItemIdentifierType) {
        requireNew(identifiers)
        let (section, item) = requiredItem(other)
        sections[section].items.insert(contentsOf: identifiers, at: item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections.removeAll() }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem other: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: other)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem other: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: other)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    // MARK: - Invariant

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let all = sectionIdentifiers + identifiers
        guard Set(all).count == all.count else { preconditionFailure("supplied section identifiers are not unique") }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    private func requireNew(_ identifiers: [ItemIdentifierType]) {
        let all = itemIdentifiers + identifiers
        guard Set(all).count == all.count else { preconditionFailure("supplied item identifiers are not unique") }
    }

    private func requiredSection(_ identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSection(identifier) else { preconditionFailure("invalid section identifier \(identifier)") }
        return index
    }

    private func requiredItem(_ identifier: ItemIdentifierType) -> (section: Int, item: Int) {
        guard let position = position(of: identifier) else { preconditionFailure("invalid item identifier \(identifier)") }
        return position
    }
}

// MARK: - Positions, for both diffable data sources

extension DiffableDataSourceSnapshot {
    /// The identifier of section `index`; nil outside the snapshot.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].identifier : nil
    }

    /// The identifier of item `item` of section `section` (a table's row, a collection's item);
    /// nil outside the snapshot.
    func itemIdentifier(section: Int, item: Int) -> ItemIdentifierType? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(item) else { return nil }
        return sections[section].items[item]
    }

    /// Where an item is: its section's index and its index in that section.
    func position(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        for (section, entry) in sections.enumerated() {
            if let item = entry.items.firstIndex(of: identifier) { return (section, item) }
        }
        return nil
    }

    /// The number of items of section `index` (0 outside the snapshot).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
