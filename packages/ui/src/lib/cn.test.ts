import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { cn, mergeClasses } from './cn.ts';

type Def = string | ((value: string) => boolean) | { [prefix: string]: Def[] };

/** Values a validator of tailwind-merge may be asked about: every kind it tells apart. */
const SAMPLES = [
  ...['0', '1', '2', '4', '0.5', '1.5', '12', '100', '-1', '1/2', '2/3', '50%', '12.5%', 'px'],
  ...['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', 'full', 'auto', 'none', 'screen', 'min', 'fit'],
  ...['red-500', 'primary', 'muted-foreground', 'center', 'top', 'bold', 'sans', 'mono', 'inner'],
  ...['tight', 'wide', 'spin', 'in-out', 'video', 'initial', 'first', 'dramatic', 'normal'],
  ...['[10px]', '[2rem]', '[50%]', '[0]', '[calc(100%-2rem)]', '[#fff]', '[rgb(0_0_0)]', '[1.5]'],
  ...['[url(a.png)]', '[linear-gradient(red,blue)]', '[0_1px_2px_red]', '[inset_0_1px_red]'],
  ...['[length:var(--x)]', '[color:var(--x)]', '[number:2]', '[weight:600]', '[family-name:x]'],
  ...['[position:center]', '[percentage:10%]', '[size:10px]', '[bg-size:cover]', '[image:var(--x)]'],
  ...['[url:var(--x)]', '[shadow:var(--x)]', '[Inter]', '[center_top]', '[600]', '[auto_1fr]'],
  ...['(--x)', '(length:--x)', '(color:--x)', '(position:--x)', '(size:--x)', '(image:--x)'],
  ...['(shadow:--x)', '(weight:--x)', '(family-name:--x)', '(number:--x)', '(percentage:--x)'],
];

/** Every class tailwind-merge's default configuration names, with sample values for its tests. */
function corpus(): string[] {
  const config = getDefaultConfig();
  const out = new Set<string>();
  const join = (prefix: string, rest: string) => (prefix && rest ? `${prefix}-${rest}` : prefix || rest);
  const walk = (defs: readonly Def[], prefix: string) => {
    for (const def of defs) {
      if (typeof def === 'string') out.add(join(prefix, def));
      else if (typeof def === 'function') {
        const getter = def as unknown as { isThemeGetter?: boolean } & ((theme: object) => Def[]);
        if (getter.isThemeGetter) walk(getter(config.theme), prefix);
        else for (const value of SAMPLES) if (def(value)) out.add(join(prefix, value));
      } else for (const [key, inner] of Object.entries(def)) walk(inner, join(prefix, key));
    }
  };
  for (const defs of Object.values(config.classGroups)) walk(defs as unknown as Def[], '');
  for (const extra of ['[mask-type:alpha]', '[mask-type:luminance]', '[--x:1]', 'not-a-class', 'group']) {
    out.add(extra);
  }
  return [...out].filter((c) => c && !/\s/.test(c));
}

/** A small deterministic generator (mulberry32), so a failure names the same pairs every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The lists where our merge and tailwind-merge's disagree (at most a few, for the message). */
function disagreements(lists: Iterable<string>): { list: string; ours: string; theirs: string }[] {
  const wrong: { list: string; ours: string; theirs: string }[] = [];
  for (const list of lists) {
    const ours = mergeClasses(list);
    const theirs = twMerge(list);
    if (ours !== theirs && wrong.push({ list, ours, theirs }) >= 5) break;
  }
  return wrong;
}

describe('cn', () => {
  const classes = corpus();
  /** The corpus by first part (a negative class with its positive one). */
  const rootOf = (c: string) => c.replace(/^-/, '').split('-')[0]!;
  const byRoot = new Map<string, string[]>();
  for (const c of classes) byRoot.set(rootOf(c), [...(byRoot.get(rootOf(c)) ?? []), c]);

  it('is generated from the tailwind-merge it is compared with (scripts/class-groups.mjs)', async () => {
    const script = '../../scripts/class-groups.mjs';
    const { generatedSource } = (await import(script)) as { generatedSource: () => string };
    const committed = readFileSync(path.join(import.meta.dirname, 'class-groups.generated.ts'), 'utf8');
    expect(committed).toBe(generatedSource());
    expect(classes.length).toBeGreaterThan(3000);
  });

  it('joins conditional classes and lets a later class override an earlier one of its group', () => {
    const hidden = false;
    expect(cn('px-2 py-1', hidden && 'hidden', undefined, ['bg-muted', { 'p-3': true }])).toBe(
      'bg-muted p-3',
    );
    expect(cn('text-sm text-muted-foreground', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('hover:bg-muted', 'bg-primary', 'hover:bg-accent')).toBe('bg-primary hover:bg-accent');
    expect(cn('my-class', 'p-2', 'my-class')).toBe('my-class p-2 my-class');
    expect(cn()).toBe('');
  });

  it('merges every pair of classes that share a first part as tailwind-merge does', () => {
    // Large families (bg, text, mask…) by a spread of 150 of their classes: all pairs would take a minute.
    const spread = (group: string[]) =>
      group.length <= 150 ? group : group.filter((_, i) => i % Math.ceil(group.length / 150) === 0);
    const pairs = function* () {
      for (const group of byRoot.values()) {
        const some = spread(group);
        for (const a of some) for (const b of some) yield `${a} ${b}`;
      }
    };
    expect(disagreements(pairs())).toEqual([]);
  }, 60_000);

  it('merges random lists of classes, modifiers, importance, negatives and postfixes as tailwind-merge does', () => {
    const next = random(19);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const MODIFIERS = ['hover', 'focus', 'md', 'dark', 'group-hover', '[&>*]', 'before', 'after', '*'];
    const variant = (c: string) => {
      let out = c;
      const roll = next();
      if (roll < 0.1) out = `-${out}`;
      else if (roll < 0.2) out = `${out}!`;
      else if (roll < 0.25) out = `!${out}`;
      if (next() < 0.15) out = `${out}/${pick(['50', '[0.3]', '(--x)', '6'])}`;
      const count = next() < 0.5 ? 0 : next() < 0.7 ? 1 : 2;
      for (let i = 0; i < count; i++) out = `${pick(MODIFIERS)}:${out}`;
      return out;
    };
    const lists = function* () {
      for (let i = 0; i < 60_000; i++) {
        const length = 2 + Math.floor(next() * 5);
        yield Array.from({ length }, () => variant(pick(classes))).join(' ');
      }
    };
    expect(disagreements(lists())).toEqual([]);
  }, 60_000);

  it('answers the same whatever classes a page asks for first (the table is read group by group)', async () => {
    for (const seed of [3, 5, 8]) {
      // A fresh merger: nothing of the table read yet.
      vi.resetModules();
      const fresh = (await import('./cn.ts')) as { mergeClasses: (list: string) => string };
      const next = random(seed);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
      const shuffled = [...classes].sort(() => next() - 0.5);
      const wrong: { list: string; ours: string; theirs: string }[] = [];
      for (const c of shuffled) {
        const family = byRoot.get(rootOf(c))!;
        const list = `${c} ${pick(family)} ${pick(classes)} ${pick(family)}`;
        const ours = fresh.mergeClasses(list);
        const theirs = twMerge(list);
        if (ours !== theirs && wrong.push({ list, ours, theirs }) >= 5) break;
      }
      expect(wrong, `seed ${seed}`).toEqual([]);
    }
  }, 60_000);

  it('tells named container queries apart as tailwind-merge does', () => {
    const names = ['/main', '-size/main', '-normal/main', '/', '-size/', '-normal/', '', 'x/main', '-sizes/a']
      .map((rest) => `@container${rest}`)
      .flatMap((c) => [`${c} @container`, `@container ${c}`, `${c} ${c}`, `${c} @container/side`]);
    expect(disagreements(names)).toEqual([]);
  });

  it('is read group by group only while the order groups are read in changes nothing', async () => {
    const script = '../../scripts/class-groups.mjs';
    const { checkReadingOrder } = (await import(script)) as { checkReadingOrder: (table: string) => void };
    // Made-up tables. Groups 0 and 1 both name `foo-bar`; group 1 also starts `qux` classes, so a
    // page asking for `qux` first would read it before group 0.
    expect(() => checkReadingOrder('FOO(BAR);FOO(BAR) QUX||||')).toThrow(/FOO-BAR/);
    // Groups 0 and 1 test the value after `bar`; group 1 is read with `zed` classes too.
    expect(() => checkReadingOrder('BAR($5);BAR($0) ZED||||')).toThrow(/BAR \(tests\)/);
    // Only from `foo` classes, in the table's order: fine.
    expect(() => checkReadingOrder('FOO(BAR);FOO(BAR BAZ);QUX($0)||||')).not.toThrow();
  });

  it('treats every class with the same modifiers in any order, and keeps order-sensitive ones apart', () => {
    const lists = function* () {
      for (const c of classes) {
        yield `hover:focus:${c} focus:hover:${c}`;
        yield `before:hover:${c} hover:before:${c}`;
        yield `[&>*]:md:${c} md:[&>*]:${c}`;
        yield `${c} md:${c} ${c}!`;
      }
    };
    expect(disagreements(lists())).toEqual([]);
  }, 60_000);
});
