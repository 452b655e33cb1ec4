#!/usr/bin/env bash
# Installs what the project needs on a fresh machine that has only Node.js 20+ and npm:
# a pinned pnpm in .tools/, the workspace dependencies from the lock file, and (with --browser)
# Debian's Chromium and CJK fonts for the browser tests. Sourced by run.sh and test.sh.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION=10.34.9
TOOLS="$ROOT/.tools"
export PATH="$TOOLS/bin:$ROOT/node_modules/.bin:$PATH"
export STORYBOOK_DISABLE_TELEMETRY=1 STORYBOOK_CLI_SKIP_PLAYWRIGHT_INSTALLATION=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  echo "Pocket Course needs Node.js 20 or newer (found $(node -v))." >&2
  exit 1
fi

if [ ! -x "$TOOLS/bin/pnpm" ] || [ "$("$TOOLS/bin/pnpm" -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  step "installing pnpm $PNPM_VERSION into .tools/"
  npm install --global --prefix "$TOOLS" "pnpm@$PNPM_VERSION" --no-audit --no-fund --loglevel=error
fi

step "installing dependencies"
(cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only | grep -v '^Progress' || true)
if [ ! -d "$ROOT/node_modules/.pnpm" ]; then
  echo "pnpm install failed" >&2
  exit 1
fi

ensure_browser() {
  local chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  local missing=()
  [ -x "$chromium" ] || missing+=(chromium)
  # grep reads all of fc-list's output: with -q it stops early, fc-list gets SIGPIPE and pipefail
  # would call the fonts missing.
  fc-list 2>/dev/null | grep -i 'noto.*cjk' >/dev/null || missing+=(fonts-noto-cjk)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "installing ${missing[*]} from Debian"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Browser tests need Debian's ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}'" >&2
    echo "(or set CHROMIUM_PATH to a Chromium binary) and try again." >&2
    exit 1
  fi
}

if [ "${1:-}" = "--browser" ]; then ensure_browser; fi
