#!/usr/bin/env python3
"""Synthetic grocery receipt generator for Larder.

Writes TestReceipts/NAME.{jpg,png} + NAME.json (ground truth) and
Tools/test-receipts/printed_amounts.json (amount strings as printed, used by check.py).

Deterministic: every receipt has its own fixed seed. Re-run with
    pip install pillow numpy
    python3 Tools/test-receipts/generate.py            # all receipts
    python3 Tools/test-receipts/generate.py rewe-01    # only some
"""
import json
import math
import os
import random
import sys
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import List, Optional

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import catalog as C  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(ROOT, "TestReceipts")
FONT_DIR = "/usr/share/fonts/truetype/dejavu"


def font(name, size):
    return ImageFont.truetype(os.path.join(FONT_DIR, name), size)


# ============================================================================ money / items

def rhu(x: Decimal) -> int:
    return int(x.quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def money(c: int, dec=",", plus=False) -> str:
    s = "-" if c < 0 else ""
    c = abs(c)
    return f"{s}{c // 100}{dec}{c % 100:02d}"


@dataclass
class Item:
    text: str
    name: str
    cat: str
    vat: str  # 'R' / 'S'
    unit: int  # cents per unit (or per kg / lb)
    qty: int = 1
    grams_unit: Optional[int] = None
    kind: str = "normal"  # normal, multi, weighed, pfand, leergut
    weight: Optional[Decimal] = None  # kg or lb
    weight_unit: str = "kg"
    discount: int = 0
    amount: int = 0  # printed line amount
    sub: List[str] = field(default_factory=list)

    def finish(self):
        if self.kind == "weighed":
            self.amount = rhu(self.weight * self.unit)
        else:
            self.amount = self.unit * self.qty
        return self

    @property
    def price(self):
        return self.amount - self.discount

    def gt(self):
        if self.kind == "weighed":
            g = self.weight * (1000 if self.weight_unit == "kg" else Decimal("453.592"))
            grams = rhu(g)
        elif self.grams_unit is not None:
            grams = self.grams_unit * self.qty
        else:
            grams = None
        return {
            "originalText": self.text,
            "name": self.name,
            "quantity": self.qty,
            "unitPrice": (self.unit / 100) if self.qty > 1 else None,
            "price": self.price / 100,
            "grams": grams,
            "category": self.cat,
        }


def pack(p, qty=1):
    text, name, cat, grams, price, vat = p[:6]
    return Item(text, name, cat, vat, price, qty=qty, grams_unit=grams,
                kind="multi" if qty > 1 else "normal").finish()


def weighed(p, rng, unit="kg"):
    text, name, cat, perkg, vat = (p + ("R",))[:5] if len(p) == 4 else p
    if unit == "kg":
        w = Decimal(rng.randint(180, 1650)) / 1000
    else:
        w = Decimal(rng.randint(40, 350)) / 100
    return Item(text, name, cat, vat, perkg, kind="weighed", weight=w, weight_unit=unit).finish()


def choose_items(rng, pool, n, feats, weighed_pool=None, wunit="kg", pfand_ok=True):
    """Pick n articles (plus feature articles) from pool; returns list of Items in receipt order."""
    items = []
    pool = list(pool)
    rng.shuffle(pool)
    if "pfand" in feats:
        bev = [p for p in pool if len(p) > 6 and p[6]]
        b = bev[0]
        pool.remove(b)
        pool.insert(0, b)
    chosen = pool[:n]
    multi_left = feats.count("multi")
    for p in chosen:
        qty = 1
        if multi_left and p[4] < 400 and not (len(p) > 6 and p[6] and p[6][0] > 1):
            qty = rng.choice([2, 2, 3, 4])
            multi_left -= 1
        it = pack(p, qty)
        items.append(it)
        if pfand_ok and len(p) > 6 and p[6] and "nopfand" not in feats:
            cnt, cents = p[6]
            cnt *= qty
            pf = Item("PFAND", "bottle deposit", "other", p[5], cents, qty=cnt,
                      kind="multi" if cnt > 1 else "pfand").finish()
            items.append(pf)
    if weighed_pool:
        for _ in range(feats.count("weighed")):
            w = weighed(rng.choice(weighed_pool), rng, wunit)
            items.insert(rng.randint(0, len(items)), w)
    if "discount" in feats:
        cands = [i for i in items if i.kind in ("normal", "multi") and i.cat != "other" and i.amount >= 100]
        for it in rng.sample(cands, min(feats.count("discount"), len(cands))):
            it.discount = rng.choice([10, 20, 30, 50, 40, 25]) if it.amount > 100 else 10
            it.discount = min(it.discount, it.amount // 3)
    return items


def fix_pfand_text(items, label, letter_text=None):
    for it in items:
        if it.cat == "other" and it.name == "bottle deposit":
            it.text = label


# ============================================================================ layout helpers

class Doc:
    """A list of receipt lines. Each line: (kind, text, opts)."""

    def __init__(self, cols):
        self.cols = cols
        self.lines = []
        self.amounts = []  # printed amount strings to check (item lines + total)

    def t(self, s="", **o):
        self.lines.append(("t", s, o))

    def c(self, s, **o):
        self.lines.append(("t", s, dict(o, align="c")))

    def lr(self, left, right, **o):
        w = self.cols
        if len(left) + len(right) + 1 > w:
            raise ValueError(f"line too long for {w} columns: {left!r} {right!r}")
        self.lines.append(("t", left + " " * (w - len(left) - len(right)) + right, o))

    def rule(self, ch="-"):
        self.lines.append(("t", ch * self.cols, {}))

    def gap(self, px=18):
        self.lines.append(("gap", "", {"px": px}))

    def big(self, s, **o):
        self.lines.append(("big", s, o))

    def logo(self, s, **o):
        self.lines.append(("logo", s, o))

    def barcode(self, **o):
        self.lines.append(("barcode", "", o))


def tax_groups(items, rates, letters):
    """Returns [(letter, rate%, net, tax, gross)] with exact arithmetic (gross - net = tax)."""
    out = []
    for key in ("S", "R") if letters["S"] < letters["R"] else ("R", "S"):
        gross = sum(i.price for i in items if i.vat == key)
        if not any(i.vat == key for i in items):
            continue
        rate = rates[key]
        net = rhu(Decimal(gross) * 100 / (100 + Decimal(str(rate))))
        out.append((letters[key], rate, net, gross - net, gross))
    return out


def fmt_rate(r, dec=","):
    s = f"{r:.1f}".replace(".", dec) if isinstance(r, float) else str(r)
    return s


# ============================================================================ German receipts

DE_DAYS = None


def de_receipt(spec, rng):
    st = spec["style"]
    cols = spec.get("cols", 40)
    d = Doc(cols)
    feats = spec["features"]
    if st == "dm":
        items = choose_items(rng, C.DM_ITEMS, spec["n"], feats, None)
    else:
        pool = C.DE_FOOD + (C.DE_NONFOOD if "nonfood" in feats else [])
        items = choose_items(rng, pool, spec["n"], feats, C.DE_WEIGHED)
    if "leergut" in feats:
        lg = rng.choice([75, 150, 200, 48, 100])
        items.insert(0 if st in ("aldi", "netto") else len(items),
                     Item(spec.get("leergut_text", "LEERGUT"), "bottle return", "other", "S", -lg).finish())
    fix_pfand_text(items, spec.get("pfand_text", "PFAND"))
    letters = spec.get("letters", {"S": "A", "R": "B"})
    rates = {"S": 19, "R": 7}
    dec = ","
    date, time = spec["date"], spec["time"]
    dd = f"{date[8:10]}.{date[5:7]}.{date[0:4]}"
    store = spec["store"]
    addr1, addr2 = store["street"], store["city"]

    # ---------------- header
    if st == "aldi":
        d.logo(store["logo"], color=spec.get("logo_color", (20, 60, 140)))
        d.c(store.get("company", "ALDI SE & Co. KG"))
        d.c(addr1)
        d.c(addr2)
        d.gap(10)
        d.lr("", "EUR")
    elif st == "lidl":
        d.logo("Lidl", color=(0, 80, 160), box=(255, 220, 0))
        d.c("Lidl Dienstleistung GmbH & Co. KG")
        d.c(addr1)
        d.c(addr2)
        d.gap(10)
        d.lr("", "EUR")
    elif st == "rewe":
        d.logo("REWE", color=(205, 20, 30))
        d.c(store.get("owner", "REWE Markt GmbH"))
        d.c(addr1)
        d.c(addr2)
        d.c("Tel.: " + store.get("phone", "0221-1497650"))
        d.c("UID Nr.: DE812706034")
        d.gap(8)
        d.lr("", "EUR")
    elif st == "edeka":
        d.logo("EDEKA", color=(250, 210, 0), box=(0, 60, 140))
        d.c(store["owner"])
        d.c(addr1)
        d.c(addr2)
        d.c("Tel. " + store.get("phone", "089 1234567"))
        d.gap(8)
    elif st == "kaufland":
        d.logo("Kaufland", color=(225, 10, 20))
        d.c("Kaufland " + store["branch"])
        d.c(addr1)
        d.c(addr2)
        d.gap(8)
        d.lr("Artikel", "EUR")
        d.rule()
    elif st == "netto":
        d.logo("Netto", color=(230, 20, 20), box=(255, 225, 0))
        d.c("Marken-Discount")
        d.c(addr1)
        d.c(addr2)
        d.gap(8)
    elif st == "penny":
        d.logo("PENNY", color=(255, 255, 255), box=(205, 20, 30))
        d.c("PENNY Markt GmbH")
        d.c(addr1)
        d.c(addr2)
        d.gap(8)
        d.lr("", "EUR")
    elif st == "dm":
        d.logo("dm", color=(20, 40, 130), box=(255, 200, 0))
        d.c("dm-drogerie markt GmbH + Co. KG")
        d.c(addr1)
        d.c(addr2)
        d.c("Tel. " + store.get("phone", "0721 5592-0"))
        d.gap(8)

    # ---------------- articles
    qfmt = spec.get("qty_fmt", "{n} x {p}")
    wfmt = spec.get("weight_fmt", "{w} kg x {p} EUR/kg")
    disc_label = spec.get("disc_label", "Rabatt")
    inline = spec.get("inline_multi", False)
    for it in items:
        L = letters[it.vat]
        amt = money(it.amount, dec)
        mid = f"{it.qty} x {money(it.unit, dec)}"
        if it.kind == "multi" and inline and len(it.text) + len(mid) + len(amt) + 5 <= cols:
            d.lr(it.text + " " + mid, amt + " " + L)
        else:
            d.lr(it.text, amt + " " + L)
            if it.kind == "multi":
                d.t("  " + qfmt.format(n=it.qty, p=money(it.unit, dec)))
            elif it.kind == "weighed":
                d.t("  " + wfmt.format(w=f"{it.weight:.3f}".replace(".", dec), p=money(it.unit, dec)))
        d.amounts.append(money(it.amount, dec))
        if it.discount:
            d.lr("  " + disc_label, money(-it.discount, dec) + " " + L)
    total = sum(i.price for i in items)
    tstr = money(total, dec)

    # ---------------- total
    if st in ("aldi", "penny", "netto"):
        d.t(" " * (cols - 10) + "-" * 10)
        d.lr("Summe" if st != "aldi" else "Summe", tstr, bold=True)
    elif st == "lidl":
        d.t(" " * (cols - 10) + "-" * 10)
        d.lr("zu zahlen", tstr, bold=True)
    elif st == "rewe":
        d.rule()
        d.lr("SUMME", "EUR " + tstr, bold=True)
        d.rule("=")
    elif st == "edeka":
        d.rule()
        d.lr(f"Posten: {len(items)}", "")
        d.lr("SUMME EUR", tstr, bold=True)
    elif st == "kaufland":
        d.rule()
        d.lr("Summe EUR", tstr, bold=True)
        d.rule("=")
    elif st == "dm":
        d.rule()
        d.lr("SUMME EUR", tstr, bold=True)
    d.amounts.append(tstr)

    # ---------------- payment
    pay = spec.get("pay", "card")
    if pay == "cash":
        given = next(v for v in (500, 1000, 2000, 5000, 10000) if v >= total + 1)
        if total > 3000 and given - total < 500:
            given += 1000
        d.lr("Bar" if st != "rewe" else "Geg. BAR", ("EUR " if st == "rewe" else "") + money(given, dec))
        d.lr("Rückgeld" if st != "rewe" else "Rückgeld BAR", ("EUR " if st == "rewe" else "") + money(given - total, dec))
    else:
        label = {"lidl": "Kartenzahlung", "rewe": "Geg. Girocard", "aldi": "Kartenzahlung girocard",
                 "kaufland": "EC-Cash", "edeka": "Gegeben EC", "penny": "Karte", "dm": "EC-Karte", "netto": "EC-Karte"}[st]
        d.lr(label, ("EUR " if st == "rewe" else "") + tstr)
    d.gap(14)

    # ---------------- tax table
    groups = tax_groups(items, rates, letters)
    tnet = sum(g[2] for g in groups)
    ttax = sum(g[3] for g in groups)
    if st in ("rewe", "edeka", "kaufland"):
        d.t("Steuer  %      Netto   Steuer   Brutto")
        for L, r, net, tax, gross in groups:
            d.t(f"{L}= {r:>4},0%  {money(net):>9}{money(tax):>9}{money(gross):>9}")
        d.t(f"Gesamt     {money(tnet):>9}{money(ttax):>9}{money(total):>9}")
    elif st == "lidl":
        d.t("MWST%       MWST  +    Netto =  Brutto")
        for L, r, net, tax, gross in groups:
            d.t(f"{L} {r:>2}%  {money(tax):>9}  {money(net):>9}{money(gross):>9}")
        d.t(f"Summe {money(ttax):>9}  {money(tnet):>9}{money(total):>9}")
    elif st == "dm":
        d.t("MwSt-Satz    Netto     MwSt   Brutto")
        for L, r, net, tax, gross in groups:
            d.t(f"{L}={r:>2},0%  {money(net):>9}{money(tax):>9}{money(gross):>9}")
    else:
        d.t("MwSt       Netto     MwSt    Brutto")
        for L, r, net, tax, gross in groups:
            d.t(f"{L} {r:>2}%  {money(net):>9}{money(tax):>9}{money(gross):>9}")
        d.t(f"Summe   {money(tnet):>9}{money(ttax):>9}{money(total):>9}")
    d.gap(14)

    # ---------------- card block
    if pay != "cash":
        d.c("Kundenbeleg" if st != "aldi" else "*** Kundenbeleg ***")
        d.lr("Datum:", dd)
        d.lr("Uhrzeit:", time + ":" + f"{rng.randint(0, 59):02d}" + " Uhr")
        d.lr("Beleg-Nr.", str(rng.randint(1000, 9999)))
        d.lr("Trace-Nr.", f"{rng.randint(0, 999999):06d}")
        d.t(f"Terminal-ID {rng.randint(52000000, 69999999)}")
        d.t(f"TA-Nr. {rng.randint(0, 999999):06d}  BNr. {rng.randint(1, 9999):04d}")
        d.t(f"{spec.get('card', 'girocard')}")
        d.t(f"Nr. ############{rng.randint(1000, 9999)}  {rng.randint(1, 9):04d}")
        d.t("EMV-AID: A0000000043060" if spec.get("card", "girocard") == "girocard" else "EMV-AID: A0000000041010")
        d.t(f"VU-Nr. {rng.randint(100000000, 999999999)}")
        d.t(f"Genehmigungs-Nr. {rng.randint(100000, 999999)}")
        d.lr("Betrag EUR", tstr, bold=True)
        d.c("Zahlung erfolgt")
        d.gap(14)

    # ---------------- footer
    kasse = rng.randint(1, 9)
    bon = rng.randint(1000, 9999)
    if st == "rewe":
        d.lr(f"Datum: {dd}", f"Uhrzeit: {time}:{rng.randint(10, 59)} Uhr")
        d.lr(f"Bon-Nr.:{bon}", f"Markt:{rng.randint(1000, 9999)}")
        d.lr(f"Kasse:{kasse}", f"Bed.:{rng.randint(100000, 999999)}")
        d.gap(10)
        d.c("Mit PAYBACK hätten Sie")
        d.c(f"{total // 200} °P gesammelt!")
        d.gap(8)
        d.c("Vielen Dank für Ihren Einkauf")
        d.c("REWE - Besser leben.")
    elif st in ("aldi",):
        d.t(f"{dd} {time}  {rng.randint(1000, 9999)}/{kasse} {bon}/{rng.randint(100, 999)}")
        d.gap(8)
        d.c("Vielen Dank für Ihren Einkauf")
        d.c(store["logo"].title().replace("Süd", "SÜD").replace("Nord", "Nord") + " - Einfach ist mehr.")
    elif st == "lidl":
        d.c(f"{store['branch']} {dd} {time}")
        d.c(f"Filiale {rng.randint(1000, 9999)} Kasse {kasse} Bon {bon}")
        d.gap(8)
        d.c("Vielen Dank für Ihren Einkauf")
        d.c("Lidl lohnt sich.")
    else:
        d.lr(f"{dd}  {time}", f"Bon {bon} Kasse {kasse}")
        d.gap(8)
        d.c("Vielen Dank für Ihren Einkauf!")
        if st == "dm":
            d.c(f"PAYBACK Punkte: {total // 200}")
            d.c("dm - Hier bin ich Mensch")
        elif st == "edeka":
            d.c("Wir lieben Lebensmittel.")
        elif st == "kaufland":
            d.c("Umtausch nur mit Kassenbon")
        elif st == "netto":
            d.c("Netto - Alles richtig gemacht")
        elif st == "penny":
            d.c("PENNY. Erst mal zu Penny.")
    d.gap(10)
    d.t(f"TSE-Transaktion: {rng.randint(100000, 999999)}")
    d.t(f"TSE-Start: {date}T{time}:{rng.randint(10, 59)}.000")
    d.t(f"TSE-Signaturnr.: {rng.randint(100000, 999999)}")
    if spec.get("barcode"):
        d.gap(10)
        d.barcode()

    gt = {
        "language": "de",
        "store": {"name": store["name"], "address": f"{addr1}, {addr2}"},
        "date": date,
        "currency": "EUR",
        "total": total / 100,
        "items": [i.gt() for i in items],
    }
    return d, gt, items


# ============================================================================ UK receipts

def uk_receipt(spec, rng):
    st = spec["style"]
    cols = spec.get("cols", 40)
    d = Doc(cols)
    feats = spec["features"]
    items = choose_items(rng, C.UK_ITEMS, spec["n"], feats, C.UK_WEIGHED)
    store = spec["store"]
    date, time = spec["date"], spec["time"]
    if st == "tesco":
        d.logo("TESCO", color=(0, 83, 159))
        d.c(store["branch"])
        d.c(store["street"])
        d.c(store["city"])
        d.c("VAT Number: GB220430231")
        d.c("Phone: 0345 677 9575")
        d.gap(8)
        saving_label = "Clubcard Price Saving"
    else:
        d.logo("Sainsbury's", color=(240, 110, 0))
        d.c("Sainsbury's Supermarkets Ltd")
        d.c(store["street"])
        d.c(store["city"])
        d.c("VAT No: GB 660 4548 36")
        d.gap(8)
        saving_label = "Nectar Price Saving"
    P = "£"
    for it in items:
        if it.kind == "weighed":
            d.t(it.text)
            d.lr(f"  {it.weight:.3f} kg @ {P}{money(it.unit, '.')}/kg", P + money(it.amount, "."))
        elif it.kind == "multi":
            d.lr(it.text, P + money(it.amount, "."))
            d.t(f"  {it.qty} x {P}{money(it.unit, '.')}")
        else:
            d.lr(it.text, P + money(it.amount, "."))
        d.amounts.append(money(it.amount, "."))
        if it.discount:
            d.lr("  " + saving_label, "-" + P + money(it.discount, "."))
    total = sum(i.price for i in items)
    tstr = money(total, ".")
    saved = sum(i.discount for i in items)
    d.rule()
    nitems = sum(i.qty for i in items)
    d.lr(f"{nitems} BALANCE DUE" if st == "tesco" else f"{len(items)} ITEMS", "")
    d.lr("TOTAL", P + tstr, bold=True)
    d.amounts.append(tstr)
    if spec.get("pay") == "cash":
        given = next(v for v in (1000, 2000, 5000, 10000) if v > total)
        d.lr("CASH", P + money(given, "."))
        d.lr("CHANGE DUE", P + money(given - total, "."))
    else:
        d.lr("VISA DEBIT" if st == "tesco" else "MASTERCARD", P + tstr)
        d.t(f"  ************{rng.randint(1000, 9999)}")
        d.t("  CONTACTLESS  AID: A0000000031010")
        d.t(f"  AUTH CODE: {rng.randint(100000, 999999)}  MID: ***{rng.randint(1000, 9999)}")
    d.gap(12)
    rates = {"S": 20, "R": 0}
    letters = {"S": "A", "R": "Z"}
    groups = tax_groups(items, rates, letters)
    d.t("VAT RATE      NET      VAT    TOTAL")
    for L, r, net, tax, gross in groups:
        d.t(f"{L} {r:>4}.0%{money(net, '.'):>9}{money(tax, '.'):>9}{money(gross, '.'):>9}")
    d.gap(12)
    dd = f"{date[8:10]}/{date[5:7]}/{date[2:4]}"
    if st == "tesco":
        d.c("CLUBCARD STATEMENT")
        d.lr("Clubcard Number", f"****{rng.randint(1000, 9999)}")
        d.lr("Points this visit", str(total // 100))
        if saved:
            d.lr("Clubcard savings", P + money(saved, "."))
        d.gap(8)
        d.t(f"{dd}  {time}  {rng.randint(1000, 9999)} {rng.randint(100, 999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}")
        d.gap(6)
        d.c("Every little helps")
        d.c("Thank you for shopping at Tesco")
    else:
        if saved:
            d.lr("Nectar Prices saved you", P + money(saved, "."))
        d.lr("Nectar points earned", str(total // 100))
        d.gap(8)
        d.t(f"S{rng.randint(1000, 9999)}  R{rng.randint(10, 99)}  {dd}  {time}")
        d.c("Thank you for shopping at Sainsbury's")
        d.c("Good food for all of us")
    if spec.get("barcode"):
        d.gap(10)
        d.barcode()
    gt = {
        "language": "en",
        "store": {"name": store["name"], "address": f"{store['street']}, {store['city']}"},
        "date": date, "currency": "GBP", "total": total / 100,
        "items": [i.gt() for i in items],
    }
    return d, gt, items


# ============================================================================ US receipt

def us_receipt(spec, rng):
    cols = spec.get("cols", 40)
    d = Doc(cols)
    feats = spec["features"]
    pool = [p + ("R",) for p in C.US_ITEMS]
    wpool = [p + ("R",) for p in C.US_WEIGHED]
    rng.shuffle(pool)
    sw = [p for p in pool if p[1] == "sparkling water"][0]
    pool.remove(sw)
    items = choose_items(rng, pool, spec["n"] - 1, feats, wpool, wunit="lb")
    items.insert(rng.randint(1, len(items)), pack(sw))
    store = spec["store"]
    date, time = spec["date"], spec["time"]
    # CRV deposit after the sparkling water if present, else add one
    out = []
    for it in items:
        out.append(it)
        if it.name == "sparkling water":
            out.append(Item("CA REDEMP VAL", "bottle deposit", "other", "R", 40).finish())
    items = out
    d.logo(store["logo"], color=(200, 20, 30))
    d.c(f"Store {rng.randint(1000, 3999)}  Dir {store['manager']}")
    d.c(store["street"])
    d.c(store["city"])
    d.c("Main: (415) 861-7660")
    d.gap(8)
    for it in items:
        if it.kind == "weighed":
            d.t(it.text)
            d.lr(f"  {it.weight:.2f} lb @ {money(it.unit, '.')} /lb", money(it.amount, ".") + " S")
        elif it.kind == "multi":
            d.t(it.text)
            d.lr(f"  {it.qty} @ {money(it.unit, '.')}", money(it.amount, ".") + " S")
        else:
            d.lr(it.text, money(it.amount, ".") + " S")
        d.amounts.append(money(it.amount, "."))
        if it.discount:
            d.lr("  Card Savings", money(it.discount, ".") + "-")
    total = sum(i.price for i in items)
    tstr = money(total, ".")
    d.gap(6)
    d.lr("TAX", "0.00")
    d.lr("**** BALANCE", tstr, bold=True)
    d.amounts.append(tstr)
    d.gap(6)
    d.lr("Debit Card     USD$", tstr)
    d.t(f"Card # XXXXXXXXXXXX{rng.randint(1000, 9999)}")
    d.t(f"REF: {rng.randint(100000, 999999)}   AUTH: {rng.randint(100000, 999999)}")
    d.t("AID: A0000000980840")
    d.lr("CHANGE", "0.00")
    d.gap(10)
    saved = sum(i.discount for i in items)
    d.c(f"TOTAL NUMBER OF ITEMS SOLD = {sum(i.qty for i in items)}")
    dd = f"{date[5:7]}/{date[8:10]}/{date[2:4]}"
    d.t(f"{dd} {time} {rng.randint(1000, 9999)} {rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}")
    d.gap(8)
    if saved:
        d.c("YOUR SAVINGS TODAY")
        d.lr("Card Savings", money(saved, "."))
    d.c("Thank You For Shopping With Us")
    d.c("Tax exempt food items: S")
    if spec.get("barcode"):
        d.gap(10)
        d.barcode()
    gt = {
        "language": "en",
        "store": {"name": store["name"], "address": f"{store['street']}, {store['city']}"},
        "date": date, "currency": "USD", "total": total / 100,
        "items": [i.gt() for i in items],
    }
    return d, gt, items


# ============================================================================ rendering

MONO = "DejaVuSansMono.ttf"
MONO_B = "DejaVuSansMono-Bold.ttf"


def render_paper(doc, rng, dmg, fs):
    """Render the receipt text onto a paper strip. Returns RGB image."""
    f = font(dmg.get("font", MONO), fs)
    fb = font(MONO_B, fs)
    cw = f.getlength("0")
    lh = int(fs * dmg.get("line", 1.32))
    mx = int(cw * dmg.get("mx", 2))
    W = int(doc.cols * cw + 2 * mx)
    # measure
    y = int(fs * 1.8)
    heights = []
    for kind, s, o in doc.lines:
        h = {"t": lh, "gap": o.get("px", 0), "big": int(lh * 1.7), "logo": int(fs * 3.6), "barcode": int(fs * 3)}[kind]
        heights.append(h)
    H = y + sum(heights) + int(fs * 3)

    paper_col = np.array(dmg.get("paper", (246, 244, 238)), dtype=np.float32)
    paper = np.ones((H, W, 3), np.float32) * paper_col
    # paper texture: low-frequency blotches + fibre noise
    nrs = np.random.RandomState(rng.randint(0, 2**31 - 1))
    tex = dmg.get("texture", 0.04)
    low = nrs.normal(0, 1, (H // 60 + 2, W // 60 + 2)).astype(np.float32)
    low = np.array(Image.fromarray(low).resize((W, H), Image.BICUBIC))
    mid = nrs.normal(0, 1, (H // 6 + 2, W // 6 + 2)).astype(np.float32)
    mid = np.array(Image.fromarray(mid).resize((W, H), Image.BILINEAR))
    fib = nrs.normal(0, 1, (H, W)).astype(np.float32)
    paper *= (1 + tex * 0.35 * low[..., None] + tex * 0.15 * mid[..., None] + tex * 0.2 * fib[..., None])

    colour = Image.new("RGBA", (W, H), (0, 0, 0, 0))  # colored print (logos, adverts)
    cd = ImageDraw.Draw(colour)
    ink = Image.new("L", (W, H), 0)
    idr = ImageDraw.Draw(ink)

    if dmg.get("advert"):
        # pre-printed coloured advert on the thermal roll, behind part of the text
        col = dmg["advert"]
        ay = int(H * rng.uniform(0.25, 0.45))
        ah = int(H * 0.28)
        af = font("DejaVuSans-Bold.ttf", int(fs * 2.6))
        for k in range(0, ah, int(fs * 3.2)):
            cd.text((int(mx * 0.5) + (k // 3) % 60, ay + k), dmg.get("advert_text", "PAYBACK"), font=af,
                    fill=col + (dmg.get("advert_alpha", 70),))
        cd.ellipse((W * 0.55, ay + ah * 0.3, W * 0.95, ay + ah * 0.3 + W * 0.4), fill=col + (40,))

    for (kind, s, o), h in zip(doc.lines, heights):
        if kind == "t":
            ff = fb if o.get("bold") else f
            if o.get("align") == "c":
                x = (W - ff.getlength(s)) / 2
            else:
                x = mx
            idr.text((x, y), s, font=ff, fill=255)
        elif kind == "big":
            bf = font(MONO_B, int(fs * 1.5))
            idr.text(((W - bf.getlength(s)) / 2, y), s, font=bf, fill=255)
        elif kind == "logo":
            lf = font("DejaVuSans-Bold.ttf", int(fs * 2.4))
            tw = lf.getlength(s)
            x0 = (W - tw) / 2
            col = o.get("color", (0, 0, 0))
            if dmg.get("mono_logo"):
                idr.text((x0, y), s, font=lf, fill=255)
            else:
                if o.get("box"):
                    cd.rounded_rectangle((x0 - fs * 0.6, y - fs * 0.2, x0 + tw + fs * 0.6, y + fs * 3.0),
                                         radius=int(fs * 0.4), fill=o["box"] + (255,))
                cd.text((x0, y), s, font=lf, fill=col + (255,))
        elif kind == "barcode":
            x = W * 0.2
            while x < W * 0.8:
                bw = rng.choice([2, 3, 4, 6])
                if rng.random() < 0.55:
                    idr.rectangle((x, y, x + bw, y + h - fs * 0.6), fill=255)
                x += bw + rng.choice([2, 3, 4])
        y += h

    inkA = np.asarray(ink, np.float32) / 255.0
    # thermal print: density varies (fade + uneven head) + tiny dropouts
    fade = dmg.get("fade", 0.0)
    dens = np.ones((H, W), np.float32) * (1 - fade)
    if dmg.get("uneven_print"):
        gx = np.linspace(0, 1, W, dtype=np.float32)[None, :]
        gy = np.linspace(0, 1, H, dtype=np.float32)[:, None]
        dens *= 1 - dmg["uneven_print"] * (0.6 * gx + 0.4 * np.abs(np.sin(gy * 3.1 + 0.7)))
    if dmg.get("dropout"):
        drop = nrs.random_sample((H, W)) < dmg["dropout"]
        dens = np.where(drop, dens * 0.3, dens)
    a = np.clip(inkA * dens, 0, 1)[..., None]
    inkcol = np.array(dmg.get("ink", (28, 26, 32)), np.float32)
    # colour layer below ink
    cl = np.asarray(colour, np.float32)
    ca = cl[..., 3:4] / 255.0 * (1 - 0.5 * fade)
    paper = paper * (1 - ca) + cl[..., :3] * ca
    paper = paper * (1 - a) + inkcol * a
    return Image.fromarray(np.clip(paper, 0, 255).astype(np.uint8))


def perspective_coeffs(dst, src):
    """coefficients for Image.transform(PERSPECTIVE): maps output(dst) -> input(src)."""
    A, B = [], []
    for (x, y), (u, v) in zip(dst, src):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        B += [u, v]
    return np.linalg.solve(np.array(A, float), np.array(B, float)).tolist()


def photograph(paper, rng, dmg):
    W, H = paper.size
    ang = math.radians(dmg.get("rotate", 0))
    persp = dmg.get("perspective", 0)
    cx, cy = W / 2, H / 2
    src = [(0, 0), (W, 0), (W, H), (0, H)]
    dst = []
    for i, (x, y) in enumerate(src):
        # keystone: top narrower / wider
        kx = persp * W * (1 if y == 0 else -0.3) * (1 if x == 0 else -1)
        x2, y2 = x + kx + rng.uniform(-1, 1) * persp * W * 0.2, y + rng.uniform(-1, 1) * persp * H * 0.05
        dx, dy = x2 - cx, y2 - cy
        dst.append((cx + dx * math.cos(ang) - dy * math.sin(ang), cy + dx * math.sin(ang) + dy * math.cos(ang)))
    margin_x = dmg.get("margin", 70)
    minx = min(p[0] for p in dst) - margin_x
    miny = min(p[1] for p in dst) - margin_x * 0.8
    maxx = max(p[0] for p in dst) + margin_x
    maxy = max(p[1] for p in dst) + margin_x * 0.8
    CW, CH = int(maxx - minx), int(maxy - miny)
    dst = [(x - minx, y - miny) for x, y in dst]
    coeffs = perspective_coeffs(dst, src)
    rgba = paper.convert("RGBA")
    warped = rgba.transform((CW, CH), Image.PERSPECTIVE, coeffs, Image.BICUBIC)
    # background (table / scanner lid)
    bg = np.ones((CH, CW, 3), np.float32) * np.array(dmg.get("bg", (120, 100, 80)), np.float32)
    nrs = np.random.RandomState(rng.randint(0, 2**31 - 1))
    if dmg.get("wood"):
        yy = np.arange(CH, dtype=np.float32)[:, None]
        xx = np.arange(CW, dtype=np.float32)[None, :]
        grain = np.sin(xx / 9.0 + 4 * np.sin(yy / 140.0) + 2 * np.sin(xx / 53.0)) * 0.03 + np.sin(xx / 37.0 + yy / 400.0) * 0.03
        bg *= (1 + grain)[..., None]
    bg *= (1 + nrs.normal(0, 0.02, (CH, CW, 1))).astype(np.float32)
    bgi = Image.fromarray(np.clip(bg, 0, 255).astype(np.uint8))
    # drop shadow of the paper
    sh = Image.new("L", (CW, CH), 0)
    ImageDraw.Draw(sh).polygon([(x + 5, y + 7) for x, y in dst], fill=dmg.get("dropshadow", 45))
    sh = sh.filter(ImageFilter.GaussianBlur(14))
    bgi = Image.composite(Image.new("RGB", (CW, CH), (20, 20, 20)), bgi, sh)
    bgi.paste(warped, (0, 0), warped)
    img = np.asarray(bgi, np.float32)

    # lighting: gradient + soft shadow
    yy = np.linspace(0, 1, CH, dtype=np.float32)[:, None]
    xx = np.linspace(0, 1, CW, dtype=np.float32)[None, :]
    if dmg.get("light"):
        th = rng.uniform(0, 2 * math.pi)
        ramp = (xx * math.cos(th) + yy * math.sin(th))
        ramp = (ramp - ramp.min()) / (ramp.max() - ramp.min() + 1e-6)
        img *= (1 - dmg["light"] * ramp)[..., None]
    if dmg.get("shadow"):
        m = Image.new("L", (CW, CH), 0)
        x0 = rng.uniform(0.3, 0.6) * CW
        ImageDraw.Draw(m).polygon([(x0, -10), (CW + 10, -10), (CW + 10, CH * rng.uniform(0.3, 0.7)),
                                   (x0 + CW * 0.2, CH * rng.uniform(0.2, 0.4))], fill=255)
        m = np.asarray(m.filter(ImageFilter.GaussianBlur(CW / 12)), np.float32) / 255
        img *= (1 - dmg["shadow"] * m)[..., None]
    if dmg.get("tint"):
        img *= np.array(dmg["tint"], np.float32) / 255.0
    out = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8))

    maxw = dmg.get("maxw", 1300)
    if out.width > maxw:
        out = out.resize((maxw, int(out.height * maxw / out.width)), Image.LANCZOS)
    if dmg.get("blur"):
        out = out.filter(ImageFilter.GaussianBlur(dmg["blur"]))
    if dmg.get("noise"):
        a = np.asarray(out, np.float32)
        a = a + nrs.normal(0, dmg["noise"], a.shape[:2] + (1,)) + nrs.normal(0, dmg["noise"] * 0.4, a.shape)
        out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    return out


def damage_list(dmg):
    out = []
    if dmg.get("rotate"):
        out.append(f"rotate {dmg['rotate']:.1f}")
    if dmg.get("perspective"):
        out.append(f"perspective {dmg['perspective']:.2f}")
    if dmg.get("fade"):
        out.append(f"fade {dmg['fade']:.2f}")
    if dmg.get("uneven_print"):
        out.append(f"uneven print {dmg['uneven_print']:.2f}")
    if dmg.get("dropout"):
        out.append(f"print dropout {dmg['dropout']:.2f}")
    if dmg.get("light"):
        out.append(f"light gradient {dmg['light']:.2f}")
    if dmg.get("shadow"):
        out.append(f"shadow {dmg['shadow']:.2f}")
    if dmg.get("tint"):
        out.append("tint rgb(%d,%d,%d)" % tuple(dmg["tint"]))
    if dmg.get("advert"):
        out.append("coloured advert behind text")
    if dmg.get("texture", 0.04) > 0.05:
        out.append(f"paper texture {dmg['texture']:.2f}")
    if dmg.get("blur"):
        out.append(f"blur {dmg['blur']:.1f}")
    if dmg.get("noise"):
        out.append(f"noise {dmg['noise']:.0f}")
    if dmg.get("format", "jpg") == "jpg":
        out.append(f"jpeg {dmg.get('jpeg', 75)}")
    else:
        out.append("scan png")
    return out


# ============================================================================ main

def build(spec):
    rng = random.Random(spec["seed"])
    kind = spec.get("kind", "de")
    d, gt, items = {"de": de_receipt, "dm": de_receipt, "uk": uk_receipt, "us": us_receipt}[kind](spec, rng)
    # sanity: items sum to total
    assert abs(sum(round(i["price"] * 100) for i in gt["items"]) - round(gt["total"] * 100)) == 0
    dmg = spec["damage"]
    paper = render_paper(d, rng, dmg, dmg.get("fs", 34))
    img = photograph(paper, rng, dmg)
    ext = dmg.get("format", "jpg")
    name = f"{spec['id']}.{ext}"
    path = os.path.join(OUT, name)
    if ext == "jpg":
        img.save(path, "JPEG", quality=dmg.get("jpeg", 75), optimize=True)
    else:
        g = img.convert("L")
        if dmg.get("posterize"):
            g = g.point(lambda v: (v // dmg["posterize"]) * dmg["posterize"])
        g.save(path, "PNG", optimize=True)
    out = {"image": name}
    out.update(gt)
    out["damage"] = damage_list(dmg)
    with open(os.path.join(OUT, spec["id"] + ".json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    return name, d.amounts, img.size


def main(argv):
    from receipts import RECEIPTS
    os.makedirs(OUT, exist_ok=True)
    sel = [r for r in RECEIPTS if not argv or r["id"] in argv]
    pa_path = os.path.join(HERE, "printed_amounts.json")
    printed = {}
    if os.path.exists(pa_path):
        printed = json.load(open(pa_path))
    for spec in sel:
        name, amounts, size = build(spec)
        printed[name] = {"total": amounts[-1], "items": amounts[:-1]}
        print(f"{name:28s} {size[0]}x{size[1]}  {os.path.getsize(os.path.join(OUT, name)) // 1024} KB")
    with open(pa_path, "w") as fh:
        json.dump(dict(sorted(printed.items())), fh, indent=1, ensure_ascii=False)
        fh.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
