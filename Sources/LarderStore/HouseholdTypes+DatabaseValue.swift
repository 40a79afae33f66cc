import GRDB
import LarderCore

// Stored as their raw text, like the other Core values (see CoreTypes+DatabaseValue.swift).
extension HouseholdMember.Sex: DatabaseValueConvertible {}
extension ActivityLevel: DatabaseValueConvertible {}
extension DietType: DatabaseValueConvertible {}
