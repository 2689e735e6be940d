#!/usr/bin/env python3
"""Import circles between the server's modules, for `make test` (issue 19: routes -> domain/db -> shared,
never back).

Each file of server/src is a node (files inside folders too: `mail::compose`, `seed::plan`);
`crate::x::y` and `super::y` naming another file are edges. Prints every circle (a strongly
connected component of more than one module), when they hold more modules than --at-most allows
or with --verbose, and then exits non-zero: a ratchet that only goes down, to 0 once the circles
are broken.

Usage: scripts/module-cycles.py [--at-most N] [--verbose] [SRC_DIR]
"""
import os
import re
import sys


def module_of(root, parts):
    """The module a path of names stands for: the longest prefix that is a file of its own
    (`a/b.rs`, or a folder's `a/b/mod.rs`), as `a::b`."""
    for n in range(len(parts), 0, -1):
        base = os.path.join(root, *parts[:n])
        if os.path.exists(base + ".rs") or os.path.exists(os.path.join(base, "mod.rs")):
            return "::".join(parts[:n])
    return None


def graph(root):
    """Each file of server/src is a node (`mail::outbox`; a folder's `mod.rs` is the folder,
    `mail`); a path naming another file (`crate::mail::compose::...`, or `super::compose` inside
    `mail/`) is an edge to it. A file does not depend on its own folder's `mod.rs` by naming it:
    the folder declares its files, so that edge would make every folder a circle."""
    edges = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".rs"):
                continue
            path = os.path.join(dirpath, name)
            parts = os.path.relpath(path, root)[:-3].split(os.sep)
            if parts[0] in ("lib", "main"):
                continue
            if parts[-1] == "mod":
                parts = parts[:-1]
            node = "::".join(parts)
            # The module `super::` names: the folder holding this file (or, for a mod.rs, its parent).
            folder = parts[:-1]
            text = open(path, encoding="utf-8").read()
            # Unit tests may reach anywhere; comments name modules without importing them.
            text = re.sub(r"#\[cfg\(test\)\]\s*mod tests \{.*", "", text, flags=re.S)
            text = re.sub(r"//[^\n]*", "", text)
            out = edges.setdefault(node, set())
            named = []
            for m in re.finditer(r"\bcrate((?:::[a-z_][a-z0-9_]*)+)", text):
                named.append(m.group(1).split("::")[1:])
            for m in re.finditer(r"\bsuper((?:::[a-z_][a-z0-9_]*)+)", text):
                named.append(folder + m.group(1).split("::")[1:])
            for m in re.finditer(r"\buse super::\{([^}]*)\}", text):
                for item in re.findall(r"[a-z_][a-z0-9_]*", m.group(1)):
                    named.append(folder + [item])
            for names in named:
                target = module_of(root, names)
                if target is None or target == node:
                    continue
                # A file's own folder (its mod.rs) declares it: naming items of it is not an arrow up.
                if node.startswith(target + "::") and target.count("::") == node.count("::") - 1:
                    continue
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
    print(f"modules in import circles: {total} (at most {at_most}; {len(edges)} files)")
    return 1 if total > at_most else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
