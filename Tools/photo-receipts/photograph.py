#!/usr/bin/env python3
"""Turns receipt scans into phone-photo-like images: the paper on a textured table, a few degrees
rotated, seen in mild perspective, lit unevenly, saved as JPEG at quality 75.

Deterministic: the seed (default: derived from the file name) fixes every random choice, so the
same Pillow version gives the same bytes. Next to each photo it writes NAME.corners.json, the
paper's four corners (top-left, top-right, bottom-right, bottom-left) in photo pixels, so tests can
check a corner finder against them.

    python3 Tools/photo-receipts/photograph.py SCAN.jpg OUT.jpg [--seed N]
    python3 Tools/photo-receipts/photograph.py --folder DIR --out OUTDIR   # every *.jpg/*.png in DIR
    python3 Tools/photo-receipts/photograph.py --test-receipt rewe-02      # TestReceipts/photos/rewe-02-photo.*

A test receipt's photo gets a copy of its ground truth (NAME-photo.json, same items and total) whose
"damage" lists what the photo added.
"""
import argparse
import json
import math
import os
import random
import sys
import zlib

from PIL import Image, ImageChops, ImageFilter

# Phone photos are about 12 megapixels; the A4 scans at 600 dpi would make a larger canvas than a
# phone takes, so big scans are scaled down until the whole photo holds at most this many pixels.
MAX_PHOTO_PIXELS = 14_000_000


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting (no numpy needed)."""
    n = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def perspective_coefficients(photo_quad, paper_quad):
    """Pillow's PERSPECTIVE data: maps each photo pixel back to the paper pixel it shows."""
    matrix, vector = [], []
    for (x, y), (u, v) in zip(photo_quad, paper_quad):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        vector.append(u)
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        vector.append(v)
    return solve(matrix, vector)


def noise(rng, size, cell, low, high):
    """Smooth value noise: random values on a coarse grid, enlarged with bicubic interpolation."""
    w, h = max(2, size[0] // cell + 2), max(2, size[1] // cell + 2)
    coarse = Image.frombytes("L", (w, h), bytes(rng.randint(low, high) for _ in range(w * h)))
    return coarse.resize((w * cell, h * cell), Image.BICUBIC).crop((0, 0) + size)


def table(rng, size):
    """A darker wooden or stone table: base colour, grain stripes along one axis, fine noise."""
    width, height = size
    base = rng.choice([(120, 84, 52), (96, 70, 48), (140, 104, 70), (88, 88, 92), (70, 60, 55)])
    # Grain: one row of stripe brightness stretched over the whole table, then wobbled by noise.
    stripes, value = [], 0.0
    for _ in range(width):
        value = 0.85 * value + rng.uniform(-1, 1)
        stripes.append(value)
    grain = Image.frombytes("L", (width, 1), bytes(int(128 + 14 * s) & 255 for s in stripes))
    grain = grain.resize((width, height), Image.NEAREST)
    grain = ImageChops.add(grain, noise(rng, size, 40, 0, 30), scale=1.0, offset=-15)
    fine = noise(rng, size, 3, 0, 24)
    shade = ImageChops.add(grain, fine, scale=1.0, offset=-12)
    channels = [shade.point(lambda p, c=c: max(0, min(255, int(c * p / 128)))) for c in base]
    return Image.merge("RGB", channels)


def lighting(rng, size):
    """A multiplier image (a linear light gradient in a random direction and a vignette) and the gradient's
    darkest factor."""
    width, height = size
    gradient = Image.linear_gradient("L").rotate(rng.uniform(0, 360), resample=Image.BICUBIC, expand=False)
    gradient = gradient.crop((40, 40, 216, 216)).resize(size, Image.BICUBIC)
    darkest = rng.uniform(0.62, 0.78)
    gradient = gradient.point(lambda p: int(255 * (1 - (1 - darkest) * p / 255)))
    vignette = Image.radial_gradient("L").resize(size, Image.BICUBIC)
    vignette = vignette.point(lambda p: int(255 * (1 - 0.25 * (p / 255) ** 2)))
    return ImageChops.multiply(gradient, vignette), darkest


def photograph(scan, rng):
    """The photo and the paper's corners in it."""
    paper = scan.convert("RGB")
    scale = min(1.0, math.sqrt(MAX_PHOTO_PIXELS / (paper.width * paper.height * 1.9)))
    if scale < 1:
        paper = paper.resize((int(paper.width * scale), int(paper.height * scale)), Image.LANCZOS)
    pw, ph = paper.size
    # Room around the paper: the table shows on every side, as when a receipt is photographed whole.
    width, height = int(pw * rng.uniform(1.3, 1.5)), int(ph * rng.uniform(1.12, 1.22))
    cx, cy = width / 2 + rng.uniform(-0.04, 0.04) * pw, height / 2 + rng.uniform(-0.02, 0.02) * ph
    angle = math.radians(rng.uniform(2, 5) * rng.choice([-1, 1]))
    # Perspective: the far (top) edge looks shorter, as from a phone held at a slight tilt.
    shrink = rng.uniform(0.03, 0.08)
    corners = [(-pw / 2 * (1 - shrink), -ph / 2), (pw / 2 * (1 - shrink), -ph / 2), (pw / 2, ph / 2), (-pw / 2, ph / 2)]
    quad = []
    for x, y in corners:
        x += rng.uniform(-0.01, 0.01) * pw
        y += rng.uniform(-0.005, 0.005) * ph
        quad.append((cx + x * math.cos(angle) - y * math.sin(angle), cy + x * math.sin(angle) + y * math.cos(angle)))
    source = [(0, 0), (pw, 0), (pw, ph), (0, ph)]
    data = perspective_coefficients(quad, source)
    warped = paper.transform((width, height), Image.PERSPECTIVE, data, Image.BICUBIC)
    mask = Image.new("L", (pw, ph), 255).transform((width, height), Image.PERSPECTIVE, data, Image.BILINEAR)
    photo = table(rng, (width, height))
    photo.paste(warped, (0, 0), mask)
    light, darkest = lighting(rng, (width, height))
    photo = Image.merge("RGB", [ImageChops.multiply(band, light) for band in photo.split()])
    # Warm indoor light, a camera's slight softness and sensor noise.
    tint = (1.0, rng.uniform(0.95, 0.99), rng.uniform(0.86, 0.94))
    photo = Image.merge("RGB", [b.point(lambda p, t=t: int(p * t)) for b, t in zip(photo.split(), tint)])
    photo = photo.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
    grain = noise(rng, (width, height), 1, 0, 12)
    photo = Image.merge("RGB", [ImageChops.add(b, grain, scale=1.0, offset=-6) for b in photo.split()])
    damage = [f"photo on a table {math.degrees(angle):.1f} degrees", f"perspective {shrink:.2f}",
              f"light gradient {1 - darkest:.2f}", "vignette", "jpeg 75"]
    return photo, quad, damage


def seed_for(path):
    return zlib.crc32(os.path.basename(path).encode())


def make(scan_path, out_path, seed=None):
    rng = random.Random(seed_for(scan_path) if seed is None else seed)
    photo, quad, damage = photograph(Image.open(scan_path), rng)
    photo.save(out_path, "JPEG", quality=75)
    corners_path = os.path.splitext(out_path)[0] + ".corners.json"
    with open(corners_path, "w") as f:
        json.dump({"width": photo.width, "height": photo.height,
                   "corners": [[round(x, 1), round(y, 1)] for x, y in quad]}, f)
        f.write("\n")
    return damage


def make_test_receipt(name, seed=None):
    """TestReceipts/photos/NAME-photo.jpg with its corners and a copy of NAME's ground truth."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "TestReceipts")
    with open(os.path.join(root, name + ".json")) as f:
        truth = json.load(f)
    os.makedirs(os.path.join(root, "photos"), exist_ok=True)
    out = os.path.join(root, "photos", name + "-photo.jpg")
    damage = make(os.path.join(root, truth["image"]), out, seed)
    truth["image"] = name + "-photo.jpg"
    truth["damage"] = truth.get("damage", []) + damage
    with open(os.path.join(root, "photos", name + "-photo.json"), "w") as f:
        json.dump(truth, f, indent=2, ensure_ascii=False)
        f.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scan", nargs="?")
    parser.add_argument("out", nargs="?")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--folder", help="photograph every .jpg/.png in this folder")
    parser.add_argument("--out", dest="out_folder", help="where --folder's photos go (same names, .jpg)")
    parser.add_argument("--test-receipt", action="append", help="photograph TestReceipts/NAME (repeatable)")
    args = parser.parse_args()
    if args.test_receipt:
        for name in args.test_receipt:
            make_test_receipt(name, args.seed)
        return
    if args.folder:
        os.makedirs(args.out_folder, exist_ok=True)
        for name in sorted(os.listdir(args.folder)):
            if name.lower().endswith((".jpg", ".png")):
                out = os.path.join(args.out_folder, os.path.splitext(name)[0] + ".jpg")
                if not os.path.exists(out):
                    make(os.path.join(args.folder, name), out, args.seed)
        return
    if not (args.scan and args.out):
        parser.error("give SCAN OUT, or --folder DIR --out OUTDIR")
    make(args.scan, args.out, args.seed)


if __name__ == "__main__":
    sys.exit(main())
