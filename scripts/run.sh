#!/usr/bin/env bash
# The one run command: installs what is needed, builds, and starts the server on 127.0.0.1,
# serving the API and the built console on the embedded database (or DATABASE_URL).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
cd "$ROOT"
step "building"
pnpm run build >/dev/null
step "starting"
export HOST="${HOST:-127.0.0.1}" PORT="${PORT:-8760}" DATA_DIR="${DATA_DIR:-$ROOT/.data/pglite}"
exec node packages/server/dist/index.js
