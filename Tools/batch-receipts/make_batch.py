#!/usr/bin/env python3
"""Renders TestReceipts/batch/: 100 small, distinct, clean receipts for the daemon's crash test.

Small and clean so that OCR takes a fraction of a second each and a 100-receipt batch fits in `make test`;
each has its own date and prices, so every file and every trip is distinct. Ground truth for all of them
is in TestReceipts/batch/batch.json. Deterministic: re-running gives the same bytes with the same Pillow.

    python3 Tools/batch-receipts/make_batch.py
"""
import json
import os

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "TestReceipts", "batch")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
PRODUCTS = [
    ("BANANEN", "bananas"), ("VOLLMILCH 1L", "whole milk"), ("BUTTER 250G", "butter"),
    ("HAFERFLOCKEN 500G", "oat flakes"), ("EIER 10ER", "eggs"), ("GOUDA 400G", "gouda"),
    ("SPAGHETTI 500G", "spaghetti"), ("TOMATEN 500G", "tomatoes"), ("JOGHURT 500G", "yoghurt"),
    ("APFEL 1KG", "apples"),
]


def euros(cents):
    return f"{cents // 100},{cents % 100:02d}"


def receipt(index):
    day = 1 + index % 28
    month = 1 + index // 28
    first = PRODUCTS[index % len(PRODUCTS)]
    second = PRODUCTS[(index * 3 + 1) % len(PRODUCTS)]
    prices = [99 + index * 7, 149 + index * 11]
    return {
        "image": f"batch-{index + 1:03d}.png",
        "store": "REWE",
        "date": f"2025-{month:02d}-{day:02d}",
        "items": [
            {"originalText": first[0], "name": first[1], "price": prices[0] / 100},
            {"originalText": second[0], "name": second[1], "price": prices[1] / 100},
        ],
        "total": sum(prices) / 100,
        "_lines": [
            "REWE Markt GmbH",
            "Hauptstr. 5, 50667 Koeln",
            "",
            f"{first[0]:<20}{euros(prices[0]):>8} A",
            f"{second[0]:<20}{euros(prices[1]):>8} A",
            "-" * 30,
            f"{'SUMME EUR':<20}{euros(sum(prices)):>8}",
            f"{'Geg. Karte':<20}{euros(sum(prices)):>8}",
            "",
            f"{day:02d}.{month:02d}.2025 12:{index % 60:02d}",
        ],
    }


def render(lines, path):
    font = ImageFont.truetype(FONT, 18)
    image = Image.new("L", (360, 24 * len(lines) + 24), 255)
    draw = ImageDraw.Draw(image)
    for row, text in enumerate(lines):
        draw.text((12, 12 + row * 24), text, font=font, fill=0)
    # One bit per pixel keeps the hundred files small; the text stays as clean as a scan's.
    image.point(lambda value: 255 if value > 160 else 0).convert("1").save(path, optimize=True)


def main():
    os.makedirs(ROOT, exist_ok=True)
    truth = []
    for index in range(100):
        item = receipt(index)
        render(item.pop("_lines"), os.path.join(ROOT, item["image"]))
        truth.append(item)
    with open(os.path.join(ROOT, "batch.json"), "w") as out:
        json.dump(truth, out, indent=1, ensure_ascii=False)
        out.write("\n")


if __name__ == "__main__":
    main()
