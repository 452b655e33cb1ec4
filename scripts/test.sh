#!/usr/bin/env bash
# The one test command: installs what is needed, then runs lint, type-check, every unit,
# component and server test, the Storybook build and story tests, and the browser tests.
# The server suite runs a second time against PostgreSQL when one is reachable.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" --browser
cd "$ROOT"
started=$SECONDS
timings=()
run() {
  local name="$1"; shift
  step "$name"
  local t0=$SECONDS
  "$@"
  timings+=("$(printf '%-34s %4ss' "$name" $((SECONDS - t0)))")
}

pg_url="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
if [ -z "$pg_url" ] && node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; then
  pg_url="postgres://postgres@127.0.0.1:5432/test"
fi
unset DATABASE_URL

run "lint (eslint + prettier)" pnpm run lint
run "catalogs complete (zh + en)" bash -c 'lingui extract --clean >/dev/null && lingui compile --strict >/dev/null'
run "build ui kit (the app imports dist) + publint + size" bash -c 'pnpm --filter @pocket/ui build >/dev/null && pnpm --filter @pocket/ui publint && pnpm --filter @pocket/ui size'
# The packed kit in a fresh Vite app outside the workspace, set up from its README (packages/ui/scripts/test-packed.mjs).
run "packed ui kit in a fresh Vite app" pnpm --filter @pocket/ui test:packed
# The client core publishes dist (publishConfig) while the workspace runs from src: build each and
# lint the packed tarball (scripts/publint-packed.sh).
core=(--filter @pocket/contract --filter @pocket/api-client --filter @pocket/auth --filter @pocket/i18n)
run "build client core + publint (packed)" bash -c "pnpm ${core[*]} --workspace-concurrency=2 run build >/dev/null && pnpm ${core[*]} --workspace-concurrency=1 run publint"
run "schema and migrations agree" node packages/server/scripts/check-migrations.mjs
run "type-check" pnpm run typecheck
run "unit, component, server, stories" vitest run
if [ -n "$pg_url" ]; then
  run "server suite on PostgreSQL" env TEST_DATABASE_URL="$pg_url" vitest run --project server
else
  echo "No PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432): the server suite ran on PGlite only."
fi
run "storybook build" storybook build --quiet --disable-telemetry -o storybook-static
# Every story in en/zh × light/dark against packages/ui/visual/baselines (accept changes with
# `pnpm test:visual:update`); budget 3 minutes on a quiet 2-core machine, the figure is printed.
visual_start=$SECONDS
run "visual regression (stories)" pnpm --filter @pocket/ui test:visual --reporter=dot
echo "Visual regression took $((SECONDS - visual_start))s (budget 180s)."
run "build app + server" bash -c 'pnpm --filter @pocket/app build >/dev/null && pnpm --filter @pocket/server build >/dev/null'
# First-load JS + CSS gzip of each route against quality-bars.md (packages/app/scripts/size-budget.mjs).
run "size budgets (first load per route)" node packages/app/scripts/size-budget.mjs
run "browser tests (Playwright)" pnpm --filter @pocket/app test:e2e

step "all checks passed in $((SECONDS - started))s"
printf '  %s\n' "${timings[@]}"
