#!/usr/bin/env python3
"""Legibility check: OCR every TestReceipts image with the tesseract CLI and report whether the
printed total and each printed item amount string occur in the OCR text.

    python3 Tools/test-receipts/check.py [NAME ...]      (needs `tesseract` with deu+eng)

Amount strings come from Tools/test-receipts/printed_amounts.json (written by generate.py); they
are the amounts as printed on the article lines (before a discount line), e.g. "2,58" / "1.45".
A hit is an exact substring match; "loose" also accepts ',' <-> '.' confusion.
"""
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
IMGDIR = os.path.join(ROOT, "TestReceipts")


def ocr(path):
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    r = subprocess.run(["tesseract", path, "-", "-l", "deu+eng", "--psm", "4"],
                       capture_output=True, text=True, env=env)
    return r.stdout


CATS = {"produce", "dairy", "meat", "seafood", "bakery", "beverages", "snacks", "frozen", "pantry", "other",
        "household", "personal_care", "electronics", "other_non_food"}
KEYS = ["image", "language", "store", "date", "currency", "total", "items", "damage"]
IKEYS = ["originalText", "name", "quantity", "unitPrice", "price", "grams", "category"]


def validate(name):
    """Schema + arithmetic check of the ground truth; returns a list of problems."""
    gt = json.load(open(os.path.join(IMGDIR, os.path.splitext(name)[0] + ".json"), encoding="utf-8"))
    bad = []
    if list(gt) != KEYS:
        bad.append(f"keys {list(gt)}")
    if gt["image"] != name or not os.path.exists(os.path.join(IMGDIR, name)):
        bad.append("image name")
    if sum(round(i["price"] * 100) for i in gt["items"]) != round(gt["total"] * 100):
        bad.append("items do not sum to total")
    for i in gt["items"]:
        if list(i) != IKEYS:
            bad.append(f"item keys {list(i)}")
        if i["category"] not in CATS:
            bad.append(f"category {i['category']}")
        if i["quantity"] > 1 and i["unitPrice"] is None:
            bad.append(f"unitPrice missing: {i['originalText']}")
    return bad


def main(argv):
    printed = json.load(open(os.path.join(HERE, "printed_amounts.json")))
    names = [n for n in sorted(printed) if not argv or os.path.splitext(n)[0] in argv or n in argv]
    for n in names:
        for b in validate(n):
            print(f"GROUND TRUTH PROBLEM {n}: {b}")
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as ex:
        texts = dict(zip(names, ex.map(lambda n: ocr(os.path.join(IMGDIR, n)), names)))
    tot_ok = items_ok = items_all = 0
    print(f"{'image':26s} total  items   missing item amounts")
    for n in names:
        t = texts[n]
        loose = t.replace(",", ".")
        p = printed[n]
        tot = p["total"] in t
        tot_loose = p["total"].replace(",", ".") in loose
        miss = []
        for a in p["items"]:
            s = a.lstrip("-")
            if s not in t:
                miss.append(a)
        ok = len(p["items"]) - len(miss)
        tot_ok += tot
        items_ok += ok
        items_all += len(p["items"])
        mark = "yes " if tot else ("loose" if tot_loose else "NO  ")
        print(f"{n:26s} {mark:6s} {ok:2d}/{len(p['items']):2d}   {' '.join(miss)}")
    print(f"\ntotal found: {tot_ok}/{len(names)}   item amounts found: {items_ok}/{items_all} "
          f"({100 * items_ok / max(items_all, 1):.0f}%)")


if __name__ == "__main__":
    main(sys.argv[1:])
