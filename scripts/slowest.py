#!/usr/bin/env python3
"""The slowest tests of a `make test` run: Rust tests from cargo-nextest's JUnit file, browser
journeys from Playwright's JSON reports. A slow test is a defect like a flaky one: this list is
where to look first. Then the tests that failed, each with the first lines of its error: the end
of a long log is often all a CI page keeps, and a failure told only higher up is lost there.

Usage: scripts/slowest.py [--top N] [--over SECONDS] FILE...   (*.xml: JUnit, *.json: Playwright)
"""

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def first_lines(text: str, n: int = 4) -> str:
    lines = [ln.rstrip() for ln in ANSI.sub("", text or "").splitlines() if ln.strip()]
    return "\n".join(lines[:n])


def junit(path: Path, label: str):
    """(seconds, label, name, error or None) for every test case."""
    for case in ET.parse(path).getroot().iter("testcase"):
        name = f"{case.get('classname', '')} {case.get('name', '')}".strip()
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        error = None
        if bad is not None:
            error = first_lines(bad.get("message") or bad.text or "failed") or "failed"
        yield float(case.get("time") or 0), label, name, error


def playwright(path: Path, label: str):
    def walk(suite, trail):
        title = suite.get("title") or ""
        here = trail + ([title] if title and not title.endswith(".ts") else [])
        file = suite.get("file") or ""
        for spec in suite.get("specs", []):
            for test in spec.get("tests", []):
                results = test.get("results", [])
                secs = sum(r.get("duration", 0) for r in results) / 1000
                error = None
                # "unexpected": failed every try; "flaky": failed, then passed on a retry.
                if test.get("status") in ("unexpected", "flaky"):
                    errors = [r.get("error") or {} for r in results if r.get("status") != "passed"]
                    message = next((e.get("message") for e in errors if e.get("message")), "")
                    error = first_lines(message) or test.get("status")
                yield secs, label, f"{file} > {' > '.join(here + [spec.get('title', '')])}", error
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
    rows.sort(key=lambda r: r[0], reverse=True)
    total = sum(r[0] for r in rows)
    print(f"\nthe {min(args.top, len(rows))} slowest of {len(rows)} tests ({total / 60:.1f} min of test time in all):")
    for secs, label, name, _ in rows[: args.top]:
        print(f"{secs:7.1f}s  {label:<16} {name}")
    failed = [r for r in rows if r[3] is not None]
    if failed:
        print(f"\n{len(failed)} failed:")
        for _, label, name, error in failed:
            print(f"  {label:<16} {name}")
            for line in error.splitlines():
                print(f"      {line[:200]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
