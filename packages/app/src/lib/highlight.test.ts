import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';

const kinds = (source: string, language: string) =>
  highlight(source, language)
    .filter((t) => t.kind !== 'plain')
    .map((t) => `${t.kind}:${t.text}`);

describe('highlight', () => {
  it('marks keywords, strings, comments, numbers and types of TypeScript', () => {
    expect(
      kinds("// a room\nexport const seats: Seats = z.number().max(20_000); const s = 'it\\'s';", 'ts'),
    ).toEqual([
      'comment:// a room',
      'keyword:export',
      'keyword:const',
      'type:Seats',
      'number:20_000',
      'keyword:const',
      "string:'it\\'s'",
    ]);
  });

  it('keeps a template literal with an interpolation whole, and words inside strings plain', () => {
    expect(kinds('msg`Delete the ${count} rooms`; "const"', 'tsx')).toEqual([
      'string:`Delete the ${count} rooms`',
      'string:"const"',
    ]);
  });

  it('marks msgid and msgstr of a catalog', () => {
    expect(kinds('#. note\nmsgid "Rooms"\nmsgstr "教室"', 'po')).toEqual([
      'comment:#. note',
      'keyword:msgid',
      'string:"Rooms"',
      'keyword:msgstr',
      'string:"教室"',
    ]);
  });

  it('gives the source back unchanged, whatever the language', () => {
    const source = "import { z } from 'zod';\n/* x */ const a = 1n;\n";
    for (const language of ['ts', 'po', 'sql', 'md'])
      expect(
        highlight(source, language)
          .map((t) => t.text)
          .join(''),
      ).toBe(source);
  });
});
