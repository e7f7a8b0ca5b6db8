#!/usr/bin/env python3
"""Converts pixel-hash references of the old MosaicSnapshot format into the
format of MosaicSnapshotTesting (swift-snapshot-testing's __Snapshots__), without
re-rendering anything:

    Tests/<Target>/References/<TestFile>/<test>[.<name>].json + .png
 -> Tests/<Target>/__Snapshots__/<TestFile>/<test>.<name or 1>.png

The new PNG is the old one with a tEXt chunk "mosaic-pixels" holding the record
(hash, size, format, library versions), so comparisons go on against the same
pixel hash. Usage: scripts/convert-snapshot-references.py Tests/*/References
(removes each converted pair; a reference without a PNG must be re-recorded).
"""
import json
import os
import re
import struct
import sys
import zlib


def sanitize(name):
    # swift-snapshot-testing's sanitizePathComponent: runs of non-word characters become "-".
    return re.sub(r"^-|-$", "", re.sub(r"\W+", "-", name))


def with_text_chunk(png, keyword, text):
    data = keyword.encode("latin-1") + b"\0" + text.encode("ascii")
    chunk = struct.pack(">I", len(data)) + b"tEXt" + data + struct.pack(">I", zlib.crc32(b"tEXt" + data))
    header_end = 8 + 4 + 4 + 13 + 4
    return png[:header_end] + chunk + png[header_end:]


def convert(references):
    target = os.path.dirname(os.path.abspath(references))
    failures = 0
    for test_file in sorted(os.listdir(references)):
        folder = os.path.join(references, test_file)
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".json"):
                continue
            path = os.path.join(folder, name)
            record = json.load(open(path))
            if not {"hash", "versions"} <= record.keys():
                continue  # not a pixel-hash reference
            image = record.pop("image", None)
            if not image or not os.path.exists(os.path.join(folder, image)):
                print(f"{path}: no reference PNG; re-record this test", file=sys.stderr)
                failures += 1
                continue
            stem = name[: -len(".json")]
            test, _, label = stem.partition(".")
            new_name = f"{test}.{sanitize(label) if label else '1'}.png"
            png = open(os.path.join(folder, image), "rb").read()
            text = json.dumps(record, sort_keys=True, separators=(",", ":"))
            destination = os.path.join(target, "__Snapshots__", test_file, new_name)
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            temporary = destination + ".tmp"
            with open(temporary, "wb") as out:
                out.write(with_text_chunk(png, "mosaic-pixels", text))
            os.replace(temporary, destination)
            os.remove(os.path.join(folder, image))
            os.remove(path)
            print(f"{path} -> {destination}")
        if not os.listdir(folder):
            os.rmdir(folder)
    if os.path.isdir(references) and not os.listdir(references):
        os.rmdir(references)
    return failures


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(1 if sum(convert(folder) for folder in sys.argv[1:]) else 0)
