#!/usr/bin/env python3
"""The table of long source files in docs/structure.md, counted from the code rather than typed.

Source files over 400 lines in server/src, shared/src, invoice/src, tests/src, tests/tests and
web/src (Rust, TypeScript and JavaScript; generated files aside: `*.gen.ts` and the WASM
packages under web/src/wasm/pkg*), longest first, with their line counts (every line, unit tests
included). The table sits in the doc between two marker comments:

    <!-- long-files:start -->
    <!-- long-files:end -->

Its last column, why a file stays whole, is prose: it is carried over from the doc's table, by
file, when the table is written again (a file new to the table gets an empty cell to fill in; a
file that left the table takes its reason with it).

Usage:
    scripts/long-files.py            print the table
    scripts/long-files.py --write    rewrite the table in docs/structure.md
    scripts/long-files.py --check    exit 1 when the doc's table differs from the code (make test)
"""
import difflib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join("docs", "structure.md")
START = "<!-- long-files:start -->"
END = "<!-- long-files:end -->"
LIMIT = 400
FOLDERS = ["server/src", "shared/src", "invoice/src", "tests/src", "tests/tests", "web/src"]
EXTENSIONS = (".rs", ".ts", ".tsx", ".js", ".mjs")
HEADER = ["| File | Lines | Why one file |", "| --- | ---: | --- |"]
ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|\s*[0-9,]+\s*\|(.*)\|\s*$")


def generated(path):
    """Files written by a tool, not by people: the API types and the WASM packages."""
    return path.endswith(".gen.ts") or re.match(r"web/src/wasm/pkg[^/]*/", path) is not None


def line_count(path):
    with open(path, "rb") as f:
        data = f.read()
    return data.count(b"\n") + (0 if not data or data.endswith(b"\n") else 1)


def long_files(root):
    """(path, lines) of every long source file, longest first, then by path."""
    found = []
    for folder in FOLDERS:
        top = os.path.join(root, folder)
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "node_modules")
            for name in filenames:
                if not name.endswith(EXTENSIONS):
                    continue
                full = os.path.join(dirpath, name)
                path = os.path.relpath(full, root).replace(os.sep, "/")
                if generated(path):
                    continue
                lines = line_count(full)
                if lines > LIMIT:
                    found.append((path, lines))
    found.sort(key=lambda f: (-f[1], f[0]))
    return found


def split_doc(text):
    """The doc as (before, table lines, after) around the markers."""
    lines = text.split("\n")
    try:
        start = lines.index(START)
        end = lines.index(END, start + 1)
    except ValueError:
        sys.exit(f"long-files: {DOC} has no {START} ... {END} markers")
    return lines[: start + 1], lines[start + 1 : end], lines[end:]


def reasons_of(table):
    """Each file's reason, as the doc's table gives it."""
    reasons = {}
    for line in table:
        m = ROW.match(line)
        if m:
            reasons[m.group(1)] = m.group(2).strip()
    return reasons


def render(files, reasons):
    rows = []
    for path, lines in files:
        reason = reasons.get(path, "")
        rows.append(f"| `{path}` | {lines} | {reason} |" if reason else f"| `{path}` | {lines} | |")
    return HEADER + rows


def main(argv):
    mode = argv[1] if len(argv) > 1 else None
    if mode not in (None, "--write", "--check") or len(argv) > 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    doc = os.path.join(ROOT, DOC)
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    before, table, after = split_doc(text)
    fresh = render(long_files(ROOT), reasons_of(table))
    if mode is None:
        print("\n".join(fresh))
        return 0
    if mode == "--check":
        if table == fresh:
            return 0
        sys.stdout.writelines(
            difflib.unified_diff(
                [line + "\n" for line in table],
                [line + "\n" for line in fresh],
                f"{DOC} (the table as written)",
                "the code (as counted now)",
            )
        )
        print(
            f"long-files: the table in {DOC} is not the code's; "
            "`python3 scripts/long-files.py --write` writes it again",
            file=sys.stderr,
        )
        return 1
    if table != fresh:
        with open(doc, "w", encoding="utf-8") as f:
            f.write("\n".join(before + fresh + after))
        print(f"long-files: {DOC}: {len(fresh) - len(HEADER)} files", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
