#!/usr/bin/env python3
"""Import circles between the server's modules, for `make test` (issue 19: routes -> domain/db -> shared,
never back).

Each file of server/src is a node (files inside folders too: `mail::compose`, `seed::plan`);
a path naming another file is an edge, resolved as the compiler does: `crate::x::y`, `super::y`,
`self::y`, `use` groups at any depth, and a path a file writes relative to its own module
(`pub use answer::Kept;` or `audit::install(..)` in a folder's mod.rs, naming its child). Tests
of the check: scripts/test_module_cycles.py. Prints every circle (a strongly connected component of more than one module), when they hold more modules than --at-most allows
or with --verbose, and then exits non-zero: a ratchet that only goes down, to 0 once the circles
are broken.

Usage: scripts/module-cycles.py [--at-most N] [--verbose] [SRC_DIR]
"""
import os
import re
import sys

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
RAW_STRING = re.compile(r'b?r(#*)"')
CHAR = re.compile(r"'(?:\\[^']{1,10}|[^\\'])'")
WORD = re.compile(r"\w")


def module_of(root, parts):
    """The module a path of names stands for: the longest prefix that is a file of its own
    (`a/b.rs`, or a folder's `a/b/mod.rs`), as `a::b`."""
    for n in range(len(parts), 0, -1):
        base = os.path.join(root, *parts[:n])
        if os.path.exists(base + ".rs") or os.path.exists(os.path.join(base, "mod.rs")):
            return "::".join(parts[:n])
    return None


def code_only(text):
    """The text with comments and the contents of string and character literals blanked (newlines
    kept), so neither a comment nor a SQL string nor a format string names a module."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif (m := RAW_STRING.match(text, i)) and (i == 0 or not WORD.match(text, i - 1)):
            end = text.find('"' + m.group(1), m.end())
            j = n if end < 0 else end + 1 + len(m.group(1))
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        elif c == "'" and (m := CHAR.match(text, i)):
            out.append(" " * (m.end() - i))  # a character literal; a lifetime ('a) is left alone
            i = m.end()
        else:
            out.append(c)
            i += 1
    return "".join(out)


def use_paths(tree):
    """The paths a `use` tree names, groups expanded at any depth: `crate::{a::b, c::{self, d}}`
    gives crate::a::b, crate::c and crate::c::d. `as` renames and globs (`*`) name their prefix."""
    tree = re.sub(r"\s+as\s+" + IDENT, "", tree)
    tree = re.sub(r"\s+", "", tree)
    found = []

    def walk(prefix, rest):
        if not rest.endswith("}") or "{" not in rest:
            names = [s for s in rest.split("::") if s and s != "*"]
            if names and names[-1] == "self":
                names.pop()
            found.append(prefix + names)
            return
        head = rest[:rest.index("{")]
        inner = rest[rest.index("{") + 1:-1]
        base = prefix + [s for s in head.split("::") if s]
        depth, start = 0, 0
        for k, ch in enumerate(inner + ","):
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            elif ch == "," and depth == 0:
                if inner[start:k]:
                    walk(base, inner[start:k])
                start = k + 1

    walk([], tree)
    return found


def children(root, module, text):
    """The child modules a file declares (`mod name;`) that are files of their own: `module/name.rs`
    or `module/name/mod.rs` (for a folder's mod.rs and for `a.rs` beside an `a/` folder alike)."""
    found = set()
    for m in re.finditer(r"\bmod\s+(" + IDENT + r")\s*;", text):
        base = os.path.join(root, *module, m.group(1))
        if os.path.exists(base + ".rs") or os.path.exists(os.path.join(base, "mod.rs")):
            found.add(m.group(1))
    return found


def absolute(module, kids, names):
    """A path as written in module `module` (a list of names), as a path from the crate root, the
    compiler's way: `crate::` from the root, `super::` (repeated) from the parent, `self::` from
    the module itself, and a first name that is a child module of this file (`answer::Kept` in
    reads/mod.rs, `audit::install()` in db/mod.rs) from the module. Anything else (another crate,
    a name brought in by `use`, std) is None."""
    if not names:
        return None
    first = names[0]
    if first == "crate":
        return names[1:]
    if first == "self":
        return module + names[1:]
    if first == "super":
        at = list(module)
        while names and names[0] == "super":
            if not at:
                return None
            at, names = at[:-1], names[1:]
        return at + names
    if first in kids:
        return module + names
    return None


def graph(root):
    """Each file of server/src is a node (`mail::outbox`; a folder's `mod.rs` is the folder,
    `mail`); a path naming another file is an edge to it: `crate::mail::compose::...`, `super::x`,
    `self::x`, a `use` group at any depth, and a path that starts with a child module the file
    declares (`pub use answer::Kept;` or `audit::install(...)` in a folder's mod.rs). Declaring a
    child (`mod answer;`) is not by itself an edge: only using its items is. A file does not depend
    on its own folder's `mod.rs` by naming it: the folder declares its files, so that edge would
    make every folder a circle (a mod.rs using its child's items is an edge, mod.rs -> child)."""
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
            with open(path, encoding="utf-8") as f:
                text = code_only(f.read())
            # Unit tests may reach anywhere.
            text = re.sub(r"#\[cfg\(test\)\]\s*mod tests \{.*", "", text, flags=re.S)
            kids = children(root, parts, text)
            out = edges.setdefault(node, set())
            named = []
            for m in re.finditer(r"\buse\s+([^;]+);", text):
                named.extend(use_paths(m.group(1)))
            # Paths outside `use` (a group's members are not paths from this module).
            rest = re.sub(r"\buse\s+[^;]+;", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
            for m in re.finditer(r"(?<![\w:.$])(" + IDENT + r"(?:::" + IDENT + r")+)", rest):
                named.append(m.group(1).split("::"))
            for m in re.finditer(r"\$crate((?:::" + IDENT + r")+)", rest):
                named.append(["crate"] + m.group(1).split("::")[1:])
            for names in named:
                names = absolute(parts, kids, names)
                target = module_of(root, names) if names else None
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
