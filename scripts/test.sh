#!/usr/bin/env bash
# `npm test`: lint, typecheck, server tests on SQLite and on a throwaway PostgreSQL, build, browser e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh

echo "== lint"
npm run lint
echo "== typecheck"
npm run typecheck
echo "== web unit tests"
npm test -w @kikoeru/web
echo "== lyric worker tests (its engine has its own lock, outside the root npm ci)"
npm ci --prefix packages/lyric-worker/engine --no-audit --no-fund
npm test -w @kikoeru/lyric-worker

echo "== server tests (SQLite)"
(cd packages/server && npx vitest run)

echo "== server tests (PostgreSQL)"
pgdir=$(mktemp -d /tmp/kikoeru-pg.XXXXXX)
trap 'bash scripts/pg-throwaway.sh stop "$pgdir"' EXIT
pgurl=$(bash scripts/pg-throwaway.sh start "$pgdir")
(cd packages/server && TEST_DATABASE_URL=$pgurl npx vitest run)

echo "== build"
npm run build
echo "== e2e (Chromium)"
npm test -w @kikoeru/e2e
