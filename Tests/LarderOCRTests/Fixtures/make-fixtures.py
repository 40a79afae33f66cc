#!/usr/bin/env python3
"""Makes the small images LarderOCRTests reads. Run from this folder: python3 make-fixtures.py

Needs Pillow (pip install pillow) and the DejaVu fonts (fonts-dejavu-core).
"""
import struct
import zlib

from PIL import Image, ImageDraw, ImageFont

FONT = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 26)

RECEIPT = [
    "EDEKA MARKT BERLIN",
    "Vollmilch 3,5%      1,19",
    "Roggenbrot          2,49",
    "Bananen             1,79",
    "SUMME EUR           5,47",
]

SECOND_PAGE = [
    "LIDL FILIALE 42",
    "Kartoffeln          3,29",
    "Butter              2,19",
    "SUMME EUR           5,48",
]


def receipt(lines):
    """A light, slightly warm receipt background with dark grey monospaced text."""
    image = Image.new("RGB", (520, 60 + 44 * len(lines)), (246, 242, 232))
    draw = ImageDraw.Draw(image)
    for index, line in enumerate(lines):
        draw.text((24, 30 + 44 * index), line, font=FONT, fill=(40, 40, 40))
    return image


def with_orientation(image, orientation, path):
    """Stores the pixels turned so that a viewer honouring EXIF `orientation` shows `image` upright."""
    stored = image.transpose(Image.Transpose.ROTATE_90 if orientation == 6 else Image.Transpose.ROTATE_270)
    exif = Image.Exif()
    exif[0x0112] = orientation
    stored.save(path, quality=92, exif=exif.tobytes())


def png_declaring(width, height, path):
    """A valid 1×1 PNG whose IHDR is patched to declare `width` × `height` (a decompression bomb header)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff")
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b""))


upright = receipt(RECEIPT)
upright.save("receipt.png")
upright.save("receipt.webp", quality=90)
with_orientation(upright, 6, "receipt-exif6.jpg")
with_orientation(upright, 8, "receipt-exif8.jpg")
upright.save("receipt.jpg", quality=92)
upright.convert("L").save("two-pages.tif", save_all=True, append_images=[receipt(SECOND_PAGE).convert("L")],
                          compression="tiff_lzw")

with open("receipt.jpg", "rb") as file:
    whole = file.read()
with open("truncated.jpg", "wb") as file:
    file.write(whole[: len(whole) // 2])
open("empty.jpg", "wb").close()
with open("not-an-image.jpg", "w") as file:
    file.write("Einkaufsliste: Milch, Brot, Bananen\n")
png_declaring(20000, 20000, "huge-header.png")
