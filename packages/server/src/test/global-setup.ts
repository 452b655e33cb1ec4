// Once before the server suite: the migrated template every test file's embedded database starts
// from (src/db/template.ts), so the files that start in parallel do not each make it.
import { ensureTemplate } from '../db/template.ts';

export default async function setup(): Promise<void> {
  await ensureTemplate();
}
