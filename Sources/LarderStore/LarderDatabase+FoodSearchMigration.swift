import GRDB

extension LarderDatabase {
    /// The food search's trigram index (issue 6): which foods' names and aliases contain which trigrams, so a
    /// search reads a few hundred candidate foods instead of scanning every alias. Needs only v1's `food` and
    /// v2's `foodAlias`, so branches merge in any order.
    ///
    /// Kept current by SQL triggers that only *mark* a food whose names changed (`foodSearchStale`); Swift
    /// recomputes the marked foods' rows (``refreshFoodSearchIndex(_:)``). Triggers cannot compute the
    /// matcher's trigrams, and a custom SQL function would make every write fail in any connection that lacks
    /// it (the `sqlite3` shell, an older `larder`). Marking in triggers means no write to `food` or `foodAlias`,
    /// present or future, can leave the index silently wrong: until a food is refreshed, search scores it whole.
    ///
    /// The rows are derived from ``FoodMatcher``'s own trigrams: a change to how the matcher makes trigrams
    /// needs a migration that marks every food stale.
    static func registerFoodSearchMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v5-food-search: trigram index of food names and aliases") { db in
            // One row per trigram of each of a food's matcher entries (its name, then its aliases, each spelling
            // once, numbered in that order); `trigramCount` is the entry's, for the overlap the matcher ranks by.
            // Keyed by trigram first: that is the lookup.
            try db.execute(
                sql: """
                    CREATE TABLE foodSearchTrigram (
                        trigram INTEGER NOT NULL,
                        foodId INTEGER NOT NULL REFERENCES food(id) ON DELETE CASCADE,
                        entry INTEGER NOT NULL,
                        trigramCount INTEGER NOT NULL,
                        PRIMARY KEY (trigram, foodId, entry)
                    ) WITHOUT ROWID;
                    CREATE INDEX foodSearchTrigram_on_foodId ON foodSearchTrigram(foodId);
                    -- Every one-word entry (normalised UTF-8): the matcher needs the whole bank's to score a part.
                    CREATE TABLE foodSearchWord (
                        word BLOB NOT NULL,
                        foodId INTEGER NOT NULL REFERENCES food(id) ON DELETE CASCADE,
                        PRIMARY KEY (word, foodId)
                    ) WITHOUT ROWID;
                    CREATE INDEX foodSearchWord_on_foodId ON foodSearchWord(foodId);
                    -- Foods whose rows above are out of date. No foreign key: a deleted food's mark is harmless
                    -- and is cleared by the next refresh.
                    CREATE TABLE foodSearchStale (foodId INTEGER PRIMARY KEY);

                    CREATE TRIGGER foodSearch_foodInserted AFTER INSERT ON food BEGIN
                        INSERT OR IGNORE INTO foodSearchStale (foodId) VALUES (NEW.id);
                    END;
                    CREATE TRIGGER foodSearch_foodRenamed AFTER UPDATE OF name ON food BEGIN
                        INSERT OR IGNORE INTO foodSearchStale (foodId) VALUES (OLD.id), (NEW.id);
                    END;
                    -- A user alias hides every other food's alias that normalises alike (see matchableFoods()),
                    -- so adding or removing one changes those foods' entries too.
                    CREATE TRIGGER foodSearch_aliasInserted AFTER INSERT ON foodAlias BEGIN
                        INSERT OR IGNORE INTO foodSearchStale (foodId) VALUES (NEW.foodId);
                        INSERT OR IGNORE INTO foodSearchStale (foodId)
                            SELECT foodId FROM foodAlias
                            WHERE NEW.source = 'user' AND normalizedAlias = NEW.normalizedAlias;
                    END;
                    CREATE TRIGGER foodSearch_aliasDeleted AFTER DELETE ON foodAlias BEGIN
                        INSERT OR IGNORE INTO foodSearchStale (foodId) VALUES (OLD.foodId);
                        INSERT OR IGNORE INTO foodSearchStale (foodId)
                            SELECT foodId FROM foodAlias
                            WHERE OLD.source = 'user' AND normalizedAlias = OLD.normalizedAlias;
                    END;
                    CREATE TRIGGER foodSearch_aliasUpdated AFTER UPDATE ON foodAlias BEGIN
                        INSERT OR IGNORE INTO foodSearchStale (foodId) VALUES (OLD.foodId), (NEW.foodId);
                        INSERT OR IGNORE INTO foodSearchStale (foodId)
                            SELECT foodId FROM foodAlias
                            WHERE (OLD.source = 'user' AND normalizedAlias = OLD.normalizedAlias)
                                OR (NEW.source = 'user' AND normalizedAlias = NEW.normalizedAlias);
                    END;

                    INSERT INTO foodSearchStale (foodId) SELECT id FROM food;
                    """
            )
            try refreshFoodSearchIndex(db)
        }
    }
}
