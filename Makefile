# The two commands. Both install what is missing, then do nothing more than needed.
.PHONY: run test setup wasm web release bench-web

run: ## build everything, migrate, seed demo data on an empty database, serve on :3000
	@bash scripts/run.sh

test: ## lints, Rust tests on SQLite and PostgreSQL, web checks, browser smoke journey
	@bash scripts/test.sh

setup:
	@bash scripts/setup.sh

wasm: setup
	@bash scripts/build-wasm.sh
