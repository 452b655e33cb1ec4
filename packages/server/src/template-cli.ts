// `node dist/template-cli.js` (run by the server's build): makes the migrated embedded-database
// template a fresh embedded database starts from (src/db/template.ts), unless it exists.
import { ensureTemplate, templatePath } from './db/template.ts';

const started = performance.now();
await ensureTemplate();
console.log(`embedded database template: ${templatePath()} (${Math.round(performance.now() - started)} ms)`);
