#!/usr/bin/env python3
"""Writes the layout-file fuzzer's seed corpus: every sample, and every YAML input of the
error-message tests (the triple-quoted strings in Tests/MosaicSpecTests, with their
`\\(group)` placeholder filled in). Usage: seed-inputs.py REPOSITORY OUTPUT_DIR"""
import hashlib, pathlib, re, sys, textwrap

repository, output = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
output.mkdir(parents=True, exist_ok=True)
group = "group: {size: 1fw x 44, subitem: {size: 1fw x 1fh}}"

def write(text):
    data = text.encode()
    (output / hashlib.sha1(data).hexdigest()).write_bytes(data)

for sample in sorted((repository / "Samples").glob("*.yaml")) + sorted((repository / "Samples").glob("*.json")):
    write(sample.read_text())
for test in sorted((repository / "Tests").glob("**/*.swift")):
    for block in re.findall(r'"""\n(.*?)\n\s*"""', test.read_text(), re.S):
        text = textwrap.dedent(block).replace("\\(group)", group)
        if "sections" in text or "canvas" in text:
            write(text + "\n")
