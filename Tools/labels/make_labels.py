#!/usr/bin/env python3
"""Draws the nutrition-label test images in TestReceipts/labels/ with their ground truth.

Each label is a product name, a nutrition table (German or English; per 100 g/100 ml with or without a
portion column, or per portion only) and, for some, an EAN-13, EAN-8 or UPC-A barcode drawn bar by bar.
Ground truth is per 100 g as Larder should store it. Run from the repository root:
    python3 Tools/labels/make_labels.py
"""
import json
import pathlib

from PIL import Image, ImageDraw, ImageFont

OUT = pathlib.Path("TestReceipts/labels")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

# EAN/UPC symbol tables: L (odd), G (even) and R codes per digit, and the L/G parity of EAN-13's first digit.
L_CODES = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111",
           "0001011"]
G_CODES = [code.translate(str.maketrans("01", "10"))[::-1] for code in L_CODES]
R_CODES = [code.translate(str.maketrans("01", "10")) for code in L_CODES]
PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]


def check_digit(digits):
    """The EAN/UPC check digit of the digits before it: weights 3 and 1 from the right."""
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(digits)))
    return str((10 - total % 10) % 10)


def modules(code):
    """The bar pattern (1 = bar) of an EAN-13, EAN-8 or UPC-A code, guards included."""
    if len(code) == 12:  # UPC-A is EAN-13 with a leading zero
        code = "0" + code
    if len(code) == 13:
        first, left, right = int(code[0]), code[1:7], code[7:]
        left_bits = "".join((L_CODES if PARITY[first][i] == "L" else G_CODES)[int(d)] for i, d in enumerate(left))
    else:
        left, right = code[:4], code[4:]
        left_bits = "".join(L_CODES[int(d)] for d in left)
    return "101" + left_bits + "01010" + "".join(R_CODES[int(d)] for d in right) + "101"


def draw_barcode(draw, code, x, y, module=4, height=150):
    for i, bit in enumerate(modules(code)):
        if bit == "1":
            draw.rectangle([x + i * module, y, x + (i + 1) * module - 1, y + height], fill="black")
    font = ImageFont.truetype(FONT, 28)
    draw.text((x, y + height + 8), code, font=font, fill="black")


def draw_spaced(draw, xy, text, font, tracking=5):
    """Draws text with a little space between letters, as labels print their numbers, so OCR keeps commas."""
    x, y = xy
    for char in text:
        draw.text((x, y), char, font=font, fill="black")
        x += draw.textlength(char, font=font) + tracking


def draw_label(spec):
    rows = spec["rows"]
    width, line = 1800, 72
    height = 220 + line * (len(rows) + 1) + (260 if spec.get("barcode") else 40)
    image = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(image)
    title, text, bold = ImageFont.truetype(BOLD, 46), ImageFont.truetype(FONT, 44), ImageFont.truetype(BOLD, 44)
    draw.text((40, 30), spec["name"], font=title, fill="black")
    y = 120
    draw.text((40, y), spec["header"][0], font=bold, fill="black")
    for column, heading in enumerate(spec["header"][1:]):
        draw.text((840 + column * 480, y), heading, font=bold, fill="black")
    y += line + 10
    draw.line([40, y - 8, width - 40, y - 8], fill="black", width=2)
    for label, *values in rows:
        draw.text((40, y), label, font=text, fill="black")
        for column, value in enumerate(values):
            draw_spaced(draw, (840 + column * 480, y), value, text)
        y += line
    if spec.get("barcode"):
        draw_barcode(draw, spec["barcode"], 60, y + 30)
    image.save(OUT / f"{spec['file']}.png")
    truth = {key: spec[key] for key in ("name", "basis", "portionGrams", "barcode", "needsReview", "nutrition")}
    (OUT / f"{spec['file']}.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False) + "\n")


DE_ROWS = ["Brennwert", "Fett", "davon gesättigte Fettsäuren", "Kohlenhydrate", "davon Zucker", "Ballaststoffe",
           "Eiweiß", "Salz"]
EN_ROWS = ["Energy", "Fat", "of which saturates", "Carbohydrate", "of which sugars", "Fibre", "Protein", "Salt"]


def table(names, columns, energy_columns):
    """Rows of the table: energy first (kJ / kcal), then each nutrient with its value in every column."""
    rows = [[names[0], *energy_columns]]
    for index, name in enumerate(names[1:]):
        rows.append([name, *[f"{column[index]} g" for column in columns]])
    return rows


def de(value):
    return str(value).replace(".", ",")


def nutrition(kcal, fat, sat, carb, sugar, fibre, protein, salt):
    return {"kcal": kcal, "fat": fat, "saturatedFat": sat, "carbohydrates": carb, "sugar": sugar, "fibre": fibre,
            "protein": protein, "sodiumMg": round(salt * 400, 2)}


def ean(body):
    return body + check_digit(body)


SPECS = [
    dict(file="de-haferflocken-100g-portion", name="Kernige Haferflocken", basis="per_100g", portionGrams=40,
         barcode=ean("400638133393"), needsReview=False,
         header=["Nährwerte", "je 100 g", "pro Portion (40 g)"],
         rows=table(DE_ROWS, [[de(v) for v in (7.0, 1.2, 58.7, 0.7, 10.0, 13.5, 0.01)],
                              [de(v) for v in (2.8, 0.5, 23.5, 0.3, 4.0, 5.4, 0.01)]],
                    ["1558 kJ / 370 kcal", "623 kJ / 148 kcal"]),
         nutrition=nutrition(370, 7.0, 1.2, 58.7, 0.7, 10.0, 13.5, 0.01)),
    dict(file="de-vollmilch-100ml", name="Frische Vollmilch", basis="per_100ml", portionGrams=None,
         barcode=None, needsReview=False,
         header=["Nährwerte", "pro 100 ml"],
         rows=table(DE_ROWS, [[de(v) for v in (3.5, 2.3, 4.8, 4.8, 0.0, 3.3, 0.13)]], ["268 kJ / 64 kcal"]),
         nutrition=nutrition(64, 3.5, 2.3, 4.8, 4.8, 0.0, 3.3, 0.13)),
    dict(file="de-muesliriegel-portion", name="Schoko Müsliriegel", basis="per_portion", portionGrams=25,
         barcode=ean("2012345"), needsReview=False,
         header=["Nährwerte", "pro Riegel (25 g)"],
         rows=table(DE_ROWS, [[de(v) for v in (4.5, 2.0, 15.5, 8.0, 1.5, 1.8, 0.05)]], ["439 kJ / 105 kcal"]),
         nutrition=nutrition(420, 18.0, 8.0, 62.0, 32.0, 6.0, 7.2, 0.2)),
    dict(file="de-kaese-implausibel", name="Gouda jung", basis="per_100g", portionGrams=None,
         barcode=ean("400000000001"), needsReview=True,
         header=["Nährwerte", "je 100 g"],
         rows=table(DE_ROWS, [[de(v) for v in (29.0, 31.0, 0.1, 0.1, 0.0, 24.0, 1.8)]], ["1500 kJ / 360 kcal"]),
         nutrition=nutrition(360, 29.0, 31.0, 0.1, 0.1, 0.0, 24.0, 1.8)),
    dict(file="de-skyr-natur-100g", name="Skyr Natur", basis="per_100g", portionGrams=None,
         barcode=ean("400000000123"), needsReview=False,
         header=["Nährwerte", "je 100 g"],
         rows=table(DE_ROWS, [[de(v) for v in (0.2, 0.1, 4.0, 4.0, 0.0, 11.0, 0.1)]], ["267 kJ / 63 kcal"]),
         nutrition=nutrition(63, 0.2, 0.1, 4.0, 4.0, 0.0, 11.0, 0.1)),
    dict(file="en-peanut-butter-portion", name="Crunchy Peanut Butter", basis="per_portion", portionGrams=15,
         barcode=None, needsReview=False,
         header=["Typical values", "per 15 g serving"],
         rows=table(EN_ROWS, [["7.5", "1.4", "2.1", "1.1", "1.0", "3.9", "0.06"]], ["389 kJ / 94 kcal"]),
         nutrition=nutrition(626.67, 50.0, 9.33, 14.0, 7.33, 6.67, 26.0, 0.4)),
    dict(file="en-tomato-soup-100g", name="Tomato Soup", basis="per_100g", portionGrams=200,
         barcode=ean("03600029145"), needsReview=False,
         header=["Typical values", "per 100 g", "per serving (200 g)"],
         rows=table(EN_ROWS, [["1.2", "0.2", "7.6", "5.1", "0.8", "1.0", "0.62"],
                              ["2.4", "0.4", "15.2", "10.2", "1.6", "2.0", "1.24"]],
                    ["184 kJ / 44 kcal", "368 kJ / 88 kcal"]),
         nutrition=nutrition(44, 1.2, 0.2, 7.6, 5.1, 0.8, 1.0, 0.62)),
    dict(file="en-orange-juice-100ml", name="Orange Juice", basis="per_100ml", portionGrams=None,
         barcode=None, needsReview=False,
         header=["Nutrition", "per 100 ml"],
         rows=table(EN_ROWS, [["0.0", "0.0", "10.4", "8.9", "0.2", "0.7", "0.0"]], ["191 kJ / 45 kcal"]),
         nutrition=nutrition(45, 0.0, 0.0, 10.4, 8.9, 0.2, 0.7, 0.0)),
    dict(file="en-crackers-implausible", name="Sea Salt Crackers", basis="per_100g", portionGrams=None,
         barcode=None, needsReview=True,
         header=["Nutrition", "per 100 g"],
         rows=table(EN_ROWS, [["12.0", "5.1", "9.0", "14.0", "3.2", "10.0", "2.1"]], ["1950 kJ / 466 kcal"]),
         nutrition=nutrition(466, 12.0, 5.1, 9.0, 14.0, 3.2, 10.0, 2.1)),
]

if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for spec in SPECS:
        draw_label(spec)
    print(f"wrote {len(SPECS)} labels to {OUT}")
