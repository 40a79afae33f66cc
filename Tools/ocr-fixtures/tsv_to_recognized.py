#!/usr/bin/env python3
"""Run the tesseract CLI on receipt images and write RecognizedText JSON (LarderCore's Codable form).

Usage: tsv_to_recognized.py [--psm N] [--lang deu+eng] OUT_DIR IMAGE...

Level-5 TSV rows are words; (page, block, par, line) numbers become one sequential,
document-wide `line` index in reading order, as LarderOCR reports it.
"""
import argparse
import json
import os
import subprocess
import sys
import time


def recognize(image, psm, lang):
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    start = time.time()
    tsv = subprocess.run(
        ["tesseract", image, "-", "--psm", str(psm), "-l", lang, "tsv"],
        env=env, capture_output=True, text=True, check=True,
    ).stdout
    seconds = time.time() - start
    words, lines, line_keys = [], [], {}
    pages = 0
    for row in tsv.splitlines()[1:]:
        cols = row.split("\t")
        if len(cols) < 12 or cols[0] != "5":
            continue
        text = cols[11].strip()
        if not text:
            continue
        page = int(cols[1]) - 1
        pages = max(pages, page + 1)
        key = (page, int(cols[2]), int(cols[3]), int(cols[4]))
        if key not in line_keys:
            line_keys[key] = len(line_keys)
            lines.append([])
        index = line_keys[key]
        lines[index].append(text)
        words.append({
            "text": text,
            "confidence": max(0.0, float(cols[10])),
            "box": {"x": int(cols[6]), "y": int(cols[7]), "width": int(cols[8]), "height": int(cols[9])},
            "page": page,
            "line": index,
        })
    confidence = sum(w["confidence"] for w in words) / len(words) if words else 0.0
    return {
        "text": "\n".join(" ".join(line) for line in lines),
        "confidence": confidence,
        "seconds": seconds,
        "pages": max(pages, 1),
        "words": words,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--psm", type=int, default=4)
    parser.add_argument("--lang", default="deu+eng")
    parser.add_argument("out_dir")
    parser.add_argument("images", nargs="+")
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for image in args.images:
        name = os.path.splitext(os.path.basename(image))[0] + ".json"
        target = os.path.join(args.out_dir, name)
        if os.path.exists(target):
            continue
        result = recognize(image, args.psm, args.lang)
        with open(target, "w", encoding="utf-8") as handle:
            json.dump(result, handle, ensure_ascii=False)
        print(f"{image}: {len(result['words'])} words, {result['seconds']:.1f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
