/** An ILIKE pattern that finds `text` anywhere, with `\`, `%` and `_` in it matched literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
