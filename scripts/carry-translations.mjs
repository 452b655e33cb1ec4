#!/usr/bin/env node
// Fills the missing translations of every catalog of lingui.config.ts from the same message
// (same id, so same text and context) already translated in another catalog, or in a .po file
// given on the command line (e.g. a catalog as it was before a split:
// `git show <rev>:packages/i18n/src/locales/zh/messages.po > /tmp/zh.po`).
// When code moves between features, `lingui extract --clean` gives the catalog it moved into
// empty entries; this carries the existing translations over instead of retranslating them.
//
//   node scripts/carry-translations.mjs [--locale zh] [old-catalog.po …]
//
// Then `lingui compile --strict` tells what is still missing.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { locale: { type: 'string', multiple: true } },
});
const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') });
const catalogs = await getCatalogs(config);
const locales = values.locale ?? config.locales.filter((locale) => locale !== config.sourceLocale);

for (const locale of locales) {
  /** id → [translation, where it came from] */
  const known = new Map();
  const conflicts = [];
  const learn = (messages, from) => {
    for (const [id, entry] of Object.entries(messages ?? {})) {
      if (!entry.translation || entry.obsolete) continue;
      const seen = known.get(id);
      if (!seen) known.set(id, [entry.translation, from]);
      else if (seen[0] !== entry.translation)
        conflicts.push(`${id}: "${seen[0]}" (${seen[1]}) vs "${entry.translation}" (${from})`);
    }
  };
  for (const file of positionals) learn(await catalogs[0].format.read(path.resolve(file), locale), file);
  const read = await Promise.all(catalogs.map(async (catalog) => [catalog, await catalog.read(locale)]));
  for (const [catalog, messages] of read) learn(messages, catalog.getFilename(locale));

  let filled = 0;
  const missing = [];
  for (const [catalog, messages] of read) {
    if (!messages) continue;
    let changed = false;
    for (const [id, entry] of Object.entries(messages)) {
      if (entry.translation || entry.obsolete) continue;
      const found = known.get(id);
      if (found) {
        entry.translation = found[0];
        filled += 1;
        changed = true;
      } else {
        missing.push(`${path.relative(root, catalog.getFilename(locale))}: ${entry.message ?? id}`);
      }
    }
    if (changed) await catalog.write(locale, messages);
  }
  console.log(`${locale}: filled ${filled} translation(s), ${missing.length} still missing`);
  for (const line of missing) console.log(`  missing  ${line}`);
  for (const line of conflicts) console.log(`  differs  ${line}`);
}
