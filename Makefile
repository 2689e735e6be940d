# The two commands. Both install what is missing, then do nothing more than needed.
.PHONY: run test setup wasm

run: ## build everything, migrate, seed demo data on an empty database, serve on :3000
	@bash scripts/run.sh

test: ## lints, Rust tests on SQLite and PostgreSQL, web checks, browser smoke journey
	@bash scripts/test.sh

setup: ## what both commands install: web packages (with Node 24), the WASM tools, Chromium
	@bash -c 'source scripts/lib.sh && ensure_node_modules && ensure_chromium && bash scripts/build-wasm.sh'

wasm: ## the shared rules compiled for the browser
	@bash -c 'source scripts/lib.sh && ensure_wasm'
