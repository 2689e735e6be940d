#!/usr/bin/env python3
"""Import circles between the server's modules, for `make test` (issue 19: routes -> domain/db -> shared,
never back).

Each top-level module of server/src (and each file of routes/) is a node; `crate::x` (and, in
routes, `super::x` naming a sibling route file) is an edge. Prints every circle (a strongly
connected component of more than one module), when they hold more modules than --at-most allows
or with --verbose, and then exits non-zero: a ratchet that only goes down, to 0 once the circles
are broken.

Usage: scripts/module-cycles.py [--at-most N] [--verbose] [SRC_DIR]
"""
import os
import re
import sys


def graph(root):
    edges = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".rs"):
                continue
            path = os.path.join(dirpath, name)
            parts = os.path.relpath(path, root)[:-3].split(os.sep)
            if parts[0] in ("lib", "main"):
                continue
            node = parts[0]
            if parts[0] == "routes" and len(parts) > 1 and parts[1] != "mod":
                node = "routes::" + parts[1]
            text = open(path, encoding="utf-8").read()
            # Unit tests may reach anywhere; comments name modules without importing them.
            text = re.sub(r"#\[cfg\(test\)\]\s*mod tests \{.*", "", text, flags=re.S)
            text = re.sub(r"//[^\n]*", "", text)
            out = edges.setdefault(node, set())
            for m in re.finditer(r"crate::([a-z_]+)(?:::([a-z_]+))?", text):
                target = m.group(1)
                if target == "routes" and m.group(2) and os.path.exists(os.path.join(root, "routes", m.group(2) + ".rs")):
                    target = "routes::" + m.group(2)
                if target != node:
                    out.add(target)
            if node.startswith("routes::"):
                for m in re.finditer(r"\bsuper::([a-z_]+)", text):
                    if os.path.exists(os.path.join(root, "routes", m.group(1) + ".rs")):
                        target = "routes::" + m.group(1)
                        if target != node:
                            out.add(target)
    return edges


def circles(edges):
    """Tarjan's strongly connected components, iteratively."""
    index, low, on, stack, found, counter = {}, {}, set(), [], [], [0]
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in edges:
                    continue
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(edges.get(nxt, ())))))
                    advanced = True
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def main(argv):
    at_most, verbose = 0, False
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "server", "src")
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--at-most":
            at_most = int(args.pop(0))
        elif arg == "--verbose":
            verbose = True
        else:
            root = arg
    edges = graph(root)
    found = circles(edges)
    total = sum(len(c) for c in found)
    for c in found if verbose or total > at_most else []:
        inside = set(c)
        print(f"circle of {len(c)} modules:")
        for node in c:
            print(f"  {node} -> {', '.join(sorted(edges[node] & inside))}")
    print(f"modules in import circles: {total} (at most {at_most})")
    return 1 if total > at_most else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
