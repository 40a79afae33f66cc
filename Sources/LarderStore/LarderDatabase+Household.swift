import GRDB
import LarderCore

extension LarderDatabase {
    /// Every household member, in the order they were added.
    public func householdMembers() throws -> [HouseholdMember] {
        try writer.read { db in try HouseholdMemberRecord.order(Column("id")).fetchAll(db).map(\.member) }
    }

    /// Adds a member.
    /// - Throws: `StoreError.conflict` when a member already has that name.
    @discardableResult
    public func addHouseholdMember(_ member: HouseholdMember) throws -> HouseholdMember {
        try writer.write { db in
            if try HouseholdMemberRecord.filter(Column("name") == member.name).fetchCount(db) > 0 {
                throw StoreError(
                    .conflict,
                    message: "a household member is already called \"\(member.name)\"; edit them or pick another name")
            }
            var record = HouseholdMemberRecord(member)
            record.id = nil
            try record.insert(db)
            return record.member
        }
    }

    /// The member with this id or name (names compare without case).
    public func householdMember(named nameOrId: String) throws -> HouseholdMember? {
        try writer.read { db in
            if let id = Int64(nameOrId), let record = try HouseholdMemberRecord.fetchOne(db, key: id) {
                return record.member
            }
            return try HouseholdMemberRecord.filter(Column("name") == nameOrId).fetchOne(db)?.member
        }
    }

    /// Replaces a stored member's details.
    /// - Throws: `StoreError.notFound` when `member.id` names no member.
    public func updateHouseholdMember(_ member: HouseholdMember) throws {
        try writer.write { db in
            guard let id = member.id, try HouseholdMemberRecord.exists(db, key: id) else {
                throw StoreError(.notFound, message: "no household member \(member.id.map(String.init) ?? "?")")
            }
            let namesakes = HouseholdMemberRecord.filter(Column("name") == member.name && Column("id") != id)
            if try namesakes.fetchCount(db) > 0 {
                throw StoreError(.conflict, message: "another household member is already called \"\(member.name)\"")
            }
            try HouseholdMemberRecord(member).update(db)
        }
    }

    /// Removes a member.
    /// - Throws: `StoreError.notFound` when there is no such member.
    public func removeHouseholdMember(id: Int64) throws {
        try writer.write { db in
            guard try HouseholdMemberRecord.deleteOne(db, key: id) else {
                throw StoreError(.notFound, message: "no household member \(id); see `larder household list`")
            }
        }
    }

    /// The targets a person chose or accepted; `nil` when they should be computed from the members.
    public func savedHouseholdTargets() throws -> DailyTargets? {
        try writer.read { db in try HouseholdTargetRecord.fetchOne(db, key: 1)?.targets }
    }

    /// Stores the household's targets, replacing earlier ones.
    public func saveHouseholdTargets(_ targets: DailyTargets) throws {
        try writer.write { db in try HouseholdTargetRecord(targets).save(db) }
    }

    /// Forgets saved targets, so reports use the computed ones again.
    public func clearHouseholdTargets() throws {
        try writer.write { db in _ = try HouseholdTargetRecord.deleteAll(db) }
    }
}
