#!/usr/bin/env bash
# Lints a package the way it will be published: `pnpm pack` applies publishConfig (exports,
# main, types pointing at dist) and turns workspace:* into versions, then publint checks the
# tarball. Run from the package folder after its build (`pnpm --filter <name> publint`).
set -euo pipefail
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
pnpm pack --pack-destination "$out" >/dev/null
tarball="$(ls "$out"/*.tgz)"
# The packed manifest must point at dist, or the workspace's src entries leaked into the package.
tar -xOzf "$tarball" package/package.json | node -e '
  const pkg = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const text = JSON.stringify({ exports: pkg.exports, main: pkg.main, types: pkg.types });
  if (/\.\/src\//.test(text) || /workspace:/.test(JSON.stringify(pkg))) {
    console.error(`${pkg.name}: the packed package.json still points at src or workspace:`, text);
    process.exit(1);
  }'
# Build-time-only imports must not survive into the published code (Lingui macros, .po catalogs).
mkdir "$out/package-files"
tar -xzf "$tarball" -C "$out/package-files"
if grep -rEl "from ['\"][^'\"]*(/macro|\.po)['\"]|import\(['\"][^'\"]*\.po['\"]\)" "$out/package-files" --include='*.js'; then
  echo "the files above import a Lingui macro or a .po catalog: build them with the Lingui plugins" >&2
  exit 1
fi
publint run "$tarball" --strict
