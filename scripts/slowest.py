#!/usr/bin/env python3
"""The slowest tests of a `make test` run: Rust tests from cargo-nextest's JUnit file, browser
journeys from Playwright's JSON reports. A slow test is a defect like a flaky one: this list is
where to look first.

Usage: scripts/slowest.py [--top N] [--over SECONDS] FILE...   (*.xml: JUnit, *.json: Playwright)
"""

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def junit(path: Path, label: str):
    for case in ET.parse(path).getroot().iter("testcase"):
        name = f"{case.get('classname', '')} {case.get('name', '')}".strip()
        yield float(case.get("time") or 0), label, name


def playwright(path: Path, label: str):
    def walk(suite, trail):
        title = suite.get("title") or ""
        here = trail + ([title] if title and not title.endswith(".ts") else [])
        file = suite.get("file") or ""
        for spec in suite.get("specs", []):
            for test in spec.get("tests", []):
                secs = sum(r.get("duration", 0) for r in test.get("results", [])) / 1000
                yield secs, label, f"{file} > {' > '.join(here + [spec.get('title', '')])}"
        for child in suite.get("suites", []):
            yield from walk(child, here)

    for suite in json.loads(path.read_text()).get("suites", []):
        yield from walk(suite, [])


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    rows = []
    for path in args.files:
        if not path.exists():
            continue
        label = path.stem
        rows.extend(junit(path, label) if path.suffix == ".xml" else playwright(path, label))
    if not rows:
        return 0
    rows.sort(reverse=True)
    total = sum(r[0] for r in rows)
    print(f"\nthe {min(args.top, len(rows))} slowest of {len(rows)} tests ({total / 60:.1f} min of test time in all):")
    for secs, label, name in rows[: args.top]:
        print(f"{secs:7.1f}s  {label:<16} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
