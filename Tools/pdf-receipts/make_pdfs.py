#!/usr/bin/env python3
"""Writes the PDF receipts in TestReceipts/pdf/, with only Python's standard library.

* rewe-ebon-01.pdf: a REWE eBon as the app sends it: a text layer in Courier (a monospaced till font), no image.
  Its ground truth (rewe-ebon-01.json) is written from the same article list, so the two cannot disagree.
* aldi-nord-01-scan.pdf: TestReceipts/aldi-nord-01.jpg wrapped in a PDF page with no text at all, as a scanner's
  "scan to PDF" makes it; its ground truth is aldi-nord-01.json's.
* rewe-ebon-01-encrypted.pdf: the eBon encrypted (standard security handler, RC4 40-bit) with the user
  password "larder": a reader without the password cannot open it.

The output is committed; run again only after changing this script:  python3 Tools/pdf-receipts/make_pdfs.py
The bytes are the same on every run (no dates, fixed document IDs).
"""
import hashlib
import json
import os
import struct

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT = os.path.join(ROOT, "TestReceipts", "pdf")

# ------------------------------------------------------------------ a minimal PDF writer


class PDF:
    """Objects numbered from 1 in the order added; the catalog is the first."""

    def __init__(self):
        self.objects = []

    def add(self, body):
        self.objects.append(body)
        return len(self.objects)

    def set(self, number, body):
        self.objects[number - 1] = body

    def bytes(self, encrypt=None, file_id=b"larder-pdf-0001"):
        out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        offsets = []
        encrypt_number = None
        if encrypt:
            encrypt_number = self.add(encrypt.dictionary())
        for number, body in enumerate(self.objects, start=1):
            if encrypt and number != encrypt_number:
                body = encrypt.apply(body, number)
            offsets.append(len(out))
            out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(self.objects) + 1)
        for offset in offsets:
            out += b"%010d 00000 n \n" % offset
        trailer = b"/Size %d /Root 1 0 R /ID [<%s> <%s>]" % (
            len(self.objects) + 1, file_id.hex().encode(), file_id.hex().encode())
        if encrypt:
            trailer += b" /Encrypt %d 0 R" % encrypt_number
        out += b"trailer\n<< " + trailer + b" >>\nstartxref\n%d\n%%%%EOF\n" % xref
        return bytes(out)


def stream(dictionary, data):
    return b"<< " + dictionary + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def pdf_string(text):
    """A literal string in WinAnsiEncoding (umlauts and ß are in it)."""
    raw = text.encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


# ------------------------------------------------------------------ RC4 encryption (standard security handler, R2)

PADDING = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")


def rc4(key, data):
    s = list(range(256))
    j = 0
    for i in range(256):
        j = (j + s[i] + key[i % len(key)]) % 256
        s[i], s[j] = s[j], s[i]
    i = j = 0
    out = bytearray()
    for byte in data:
        i = (i + 1) % 256
        j = (j + s[i]) % 256
        s[i], s[j] = s[j], s[i]
        out.append(byte ^ s[(s[i] + s[j]) % 256])
    return bytes(out)


class RC4Encryption:
    """Encrypts every string and stream as PDF 1.4's algorithms 3.1 to 3.4 say (revision 2, 40-bit key)."""

    def __init__(self, user_password, owner_password, file_id):
        permissions = -4  # everything allowed; only opening needs the password
        self.permissions = permissions
        owner_key = hashlib.md5((owner_password.encode() + PADDING)[:32]).digest()[:5]
        self.owner = rc4(owner_key, (user_password.encode() + PADDING)[:32])
        digest = hashlib.md5(
            (user_password.encode() + PADDING)[:32] + self.owner + struct.pack("<i", permissions) + file_id
        ).digest()
        self.key = digest[:5]
        self.user = rc4(self.key, PADDING)

    def dictionary(self):
        return b"<< /Filter /Standard /V 1 /R 2 /O <%s> /U <%s> /P %d >>" % (
            self.owner.hex().encode(), self.user.hex().encode(), self.permissions)

    def apply(self, body, number):
        key = hashlib.md5(self.key + struct.pack("<i", number)[:3] + b"\x00\x00").digest()[:10]
        if b"stream\n" in body:
            head, rest = body.split(b"stream\n", 1)
            data = rest[: -len(b"\nendstream")]
            return head + b"stream\n" + rc4(key, data) + b"\nendstream"
        return body  # this writer puts text only in streams


# ------------------------------------------------------------------ the REWE eBon

# (text, grams as printed, price per unit in cents, quantity, weighed kg, tax letter, truth name, category)
ARTICLES = [
    ("BIO VOLLMILCH 3,8% 1L", 1000, 155, 1, None, "B", "organic whole milk", "dairy"),
    ("WEIZENBROETCHEN", None, 89, 2, None, "B", "wheat rolls", "bakery"),
    ("BANANE CHIQUITA", None, 249, 1, 0.734, "B", "bananas", "produce"),
    ("MINERALWASSER 1,5L", 1500, 49, 1, None, "A", "mineral water", "beverages"),
    ("PFAND 0,25 EURO", None, 25, 1, None, "A", "bottle deposit", "other"),
    ("JOGHURT NATUR 500G", 500, 129, 1, None, "B", "plain yogurt", "dairy"),
    ("SPUELMITTEL 500ML", 500, 129, 1, None, "A", "dish soap", "household"),
]
RATES = {"A": 19, "B": 7}
FONT_SIZE = 8.0
COLUMNS = 44
LEFT = 8.0
WIDTH = LEFT * 2 + COLUMNS * FONT_SIZE * 0.6


def money(cents):
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100},{cents % 100:02d}"


def article_amount(article):
    _, _, unit, quantity, kg, *_ = article
    if kg is not None:
        return int(round(kg * unit + 1e-9))
    return unit * quantity


def ebon_rows():
    """The eBon's rows: (left text, right text, font); the right text is set flush right."""
    rows = [
        ("REWE", None, "title"),
        ("REWE Markt GmbH", None, "centre"),
        ("Domstraße 20", None, "centre"),
        ("50668 Köln", None, "centre"),
        ("Tel.: 0221-1497650", None, "centre"),
        ("UID Nr.: DE812706034", None, "centre"),
        ("", None, "gap"),
        ("", "EUR", "text"),
    ]
    for article in ARTICLES:
        text, _, unit, quantity, kg, letter, *_ = article
        rows.append((text, f"{money(article_amount(article))} {letter}", "text"))
        if kg is not None:
            rows.append((f"  {kg:.3f}".replace(".", ",") + f" kg x {money(unit)} EUR/kg", None, "text"))
        elif quantity > 1:
            rows.append((f"  {quantity} Stk x {money(unit)}", None, "text"))
    total = sum(article_amount(a) for a in ARTICLES)
    rows += [
        ("-" * COLUMNS, None, "text"),
        ("SUMME", f"EUR {money(total)}", "bold"),
        ("=" * COLUMNS, None, "text"),
        ("Geg. Girocard", f"EUR {money(total)}", "text"),
        ("", None, "gap"),
        ("Steuer  %      Netto   Steuer   Brutto", None, "text"),
    ]
    nets = taxes = 0
    for letter in sorted(RATES):
        gross = sum(article_amount(a) for a in ARTICLES if a[5] == letter)
        net = int(round(gross / (1 + RATES[letter] / 100)))
        nets, taxes = nets + net, taxes + gross - net
        rows.append((f"{letter}= {RATES[letter]:>4},0%  {money(net):>9}{money(gross - net):>9}{money(gross):>9}",
                     None, "text"))
    rows += [
        (f"Gesamt     {money(nets):>9}{money(taxes):>9}{money(total):>9}", None, "text"),
        ("", None, "gap"),
        ("TSE-Signatur: bm9IUm9vdEtleQ==", None, "text"),
        ("28.02.2024        18:42        Bon-Nr.:4711", None, "text"),
        ("Markt:4321    Kasse:3    Bed.:123456", None, "text"),
        ("", None, "gap"),
        ("Vielen Dank für Ihren Einkauf", None, "centre"),
    ]
    return rows, total


def ebon_pdf(encrypt=None):
    rows, _ = ebon_rows()
    height = 40 + len(rows) * FONT_SIZE * 1.5 + 10
    char = FONT_SIZE * 0.6
    y = height - 20
    content = bytearray()
    for left, right, kind in rows:
        if kind == "title":
            size = 20
            x = (WIDTH - len(left) * size * 0.6) / 2
            content += b"BT /F2 %d Tf %.2f %.2f Td %s Tj ET\n" % (size, x, y - 14, pdf_string(left))
            y -= 30
            continue
        if kind == "gap":
            y -= FONT_SIZE
            continue
        font = b"/F2" if kind == "bold" else b"/F1"
        x = (WIDTH - len(left) * char) / 2 if kind == "centre" else LEFT
        if left:
            content += b"BT %s %.1f Tf %.2f %.2f Td %s Tj ET\n" % (font, FONT_SIZE, x, y, pdf_string(left))
        if right:
            x = WIDTH - LEFT - len(right) * char
            content += b"BT %s %.1f Tf %.2f %.2f Td %s Tj ET\n" % (font, FONT_SIZE, x, y, pdf_string(right))
        y -= FONT_SIZE * 1.5
    pdf = PDF()
    catalog = pdf.add(b"")
    pages = pdf.add(b"")
    page = pdf.add(b"")
    contents = pdf.add(stream(b"", bytes(content)))
    regular = pdf.add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>")
    bold = pdf.add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>")
    pdf.set(catalog, b"<< /Type /Catalog /Pages %d 0 R >>" % pages)
    pdf.set(pages, b"<< /Type /Pages /Kids [%d 0 R] /Count 1 >>" % page)
    pdf.set(page, b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R "
            b"/Resources << /Font << /F1 %d 0 R /F2 %d 0 R >> >> >>" % (pages, WIDTH, height, contents, regular, bold))
    return pdf.bytes(encrypt=encrypt(b"larder-ebon-0001") if encrypt else None, file_id=b"larder-ebon-0001")


def ebon_truth():
    _, total = ebon_rows()
    items = []
    for article in ARTICLES:
        text, grams, unit, quantity, kg, _, name, category = article
        weight = round(kg * 1000) if kg is not None else (grams * quantity if grams else None)
        items.append({
            "originalText": text, "name": name, "quantity": quantity,
            "unitPrice": unit / 100 if quantity > 1 else None, "price": article_amount(article) / 100,
            "grams": weight, "category": category,
        })
    return {
        "image": "rewe-ebon-01.pdf", "language": "de",
        "store": {"name": "REWE", "address": "Domstraße 20, 50668 Köln"},
        "date": "2024-02-28", "currency": "EUR", "total": total / 100, "items": items,
        "damage": ["none: a PDF text layer"],
    }


# ------------------------------------------------------------------ a scan wrapped in a PDF


def jpeg_size(data):
    """Width, height and components from the JPEG's start-of-frame marker."""
    index = 2
    while index < len(data):
        marker, length = data[index + 1], struct.unpack(">H", data[index + 2:index + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2):
            height, width = struct.unpack(">HH", data[index + 5:index + 9])
            return width, height, data[index + 9]
        index += 2 + length
    raise ValueError("no SOF marker")


def scanned_pdf(jpeg, dpi=300):
    width, height, components = jpeg_size(jpeg)
    points = (width * 72 / dpi, height * 72 / dpi)
    space = b"/DeviceRGB" if components == 3 else b"/DeviceGray"
    pdf = PDF()
    catalog = pdf.add(b"")
    pages = pdf.add(b"")
    page = pdf.add(b"")
    image = pdf.add(stream(b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace %s "
                           b"/BitsPerComponent 8 /Filter /DCTDecode" % (width, height, space), jpeg))
    contents = pdf.add(stream(b"", b"q %.2f 0 0 %.2f 0 0 cm /Im1 Do Q\n" % points))
    pdf.set(catalog, b"<< /Type /Catalog /Pages %d 0 R >>" % pages)
    pdf.set(pages, b"<< /Type /Pages /Kids [%d 0 R] /Count 1 >>" % page)
    pdf.set(page, b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R "
            b"/Resources << /XObject << /Im1 %d 0 R >> >> >>" % (pages, *points, contents, image))
    return pdf.bytes(file_id=b"larder-scan-0001")


def main():
    os.makedirs(OUT, exist_ok=True)

    def write(name, data):
        with open(os.path.join(OUT, name), "wb") as file:
            file.write(data)

    write("rewe-ebon-01.pdf", ebon_pdf())
    write("rewe-ebon-01.json", (json.dumps(ebon_truth(), indent=2, ensure_ascii=False) + "\n").encode())
    write("rewe-ebon-01-encrypted.pdf",
          ebon_pdf(encrypt=lambda file_id: RC4Encryption("larder", "larder-owner", file_id)))

    source = os.path.join(ROOT, "TestReceipts", "aldi-nord-01")
    with open(source + ".jpg", "rb") as file:
        write("aldi-nord-01-scan.pdf", scanned_pdf(file.read()))
    with open(source + ".json", encoding="utf-8") as file:
        truth = json.load(file)
    truth["image"] = "aldi-nord-01-scan.pdf"
    truth["damage"] = truth["damage"] + ["wrapped in a PDF with no text layer"]
    write("aldi-nord-01-scan.json", (json.dumps(truth, indent=2, ensure_ascii=False) + "\n").encode())


if __name__ == "__main__":
    main()
