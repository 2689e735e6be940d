#!/usr/bin/env python3
"""Tests of scripts/module-cycles.py on small source trees written to a temporary folder: the check
finds the circles the compiler sees, paths a file writes relative to its own module included, and
nothing in a tree without one. Run by `make test` (scripts/test.sh, lints) before the check itself.

Usage: python3 scripts/test_module_cycles.py
"""
import importlib.util
import os
import shutil
import sys
import tempfile
import textwrap
import unittest

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
_spec = importlib.util.spec_from_file_location(
    "module_cycles", os.path.join(os.path.dirname(os.path.abspath(__file__)), "module-cycles.py")
)
module_cycles = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(module_cycles)


class ModuleCycles(unittest.TestCase):
    def tree(self, files):
        """A server/src of `files` (path -> text), with a lib.rs; the circles found in it."""
        root = tempfile.mkdtemp(prefix="module-cycles-")
        self.addCleanup(shutil.rmtree, root)
        for path, text in {"lib.rs": "", **files}.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(textwrap.dedent(text))
        return module_cycles.circles(module_cycles.graph(root))

    def test_a_mod_rs_re_exporting_its_child_closes_a_circle(self):
        found = self.tree(
            {
                "reads/mod.rs": """
                    pub mod answer;
                    pub use answer::{Kept, ReadAsk};
                    pub struct Y;
                """,
                "reads/answer.rs": "use crate::auth::Money;\npub struct Kept;\npub struct ReadAsk;\n",
                "auth.rs": "use crate::state::S;\npub struct Money;\n",
                "state.rs": "pub struct S { pub reads: crate::reads::Y }\n",
            }
        )
        self.assertEqual(found, [["auth", "reads", "reads::answer", "state"]])

    def test_a_mod_rs_calling_its_child_closes_a_circle(self):
        found = self.tree(
            {
                "db/mod.rs": """
                    pub mod audit;
                    pub use crate::paging::placeholders;
                    pub fn open() {
                        audit::install();
                    }
                """,
                "db/audit.rs": "use crate::paging::P;\npub fn install() {}\n",
                "paging.rs": "pub struct P;\npub fn placeholders() { crate::db::placeholders(); }\n",
            }
        )
        self.assertEqual(found, [["db", "db::audit", "paging"]])

    def test_self_paths_and_nested_groups_are_edges(self):
        found = self.tree(
            {
                "a/mod.rs": "mod b;\npub fn f() { self::b::g(); }\n",
                "a/b.rs": "use crate::{c::{d::D, e}, x};\npub fn g() {}\n",
                "c/mod.rs": "pub mod d;\npub mod e;\n",
                "c/d.rs": "pub struct D;\n",
                "c/e.rs": "use crate::a::f;\n",
                "x.rs": "",
            }
        )
        self.assertEqual(found, [["a", "a::b", "c::e"]])

    def test_a_clean_tree_has_no_circle(self):
        found = self.tree(
            {
                "routes/mod.rs": "mod user;\npub use user::router;\n",
                "routes/user.rs": "use crate::db::users;\nuse super::super::error::E;\npub fn router() {}\n",
                "db/mod.rs": "pub mod users;\npub struct Db;\n",
                "db/users.rs": "use super::Db;\nuse crate::error::E;\n",
                "error.rs": """
                    // crate::routes::user is named in a comment only
                    pub struct E;
                    pub const HELP: &str = "see crate::routes::user and routes::user";
                    pub const QUOTE: char = '"';
                    pub const SQL: &str = r#"SELECT "crate::routes::user" FROM t"#;
                    /* and crate::routes::user in a block comment */
                """,
            }
        )
        self.assertEqual(found, [])

    def test_declaring_children_that_use_super_is_no_circle(self):
        found = self.tree(
            {
                "mail/mod.rs": "mod compose;\nmod outbox;\npub struct Mail;\nfn helper() {}\n",
                "mail/compose.rs": "use super::Mail;\nuse super::{helper, outbox::Outbox};\n",
                "mail/outbox.rs": "use super::*;\npub struct Outbox;\nfn f() { super::helper(); }\n",
            }
        )
        self.assertEqual(found, [])

    def test_a_name_that_is_no_child_module_is_no_edge(self):
        # `answer::` here is another crate (or an imported name): reads declares no child `answer`.
        found = self.tree(
            {
                "reads/mod.rs": "use other::answer;\npub fn f() { answer::go(); }\npub struct Y;\n",
                "answer.rs": "use crate::reads::Y;\n",
            }
        )
        self.assertEqual(found, [])


if __name__ == "__main__":
    unittest.main()
