/**
 * The permission grammar (spec section 5, wire contract "Permission grammar"), one implementation
 * shared by the server and the client.
 *
 * A code is `part:part:part`; a part lists alternatives separated by `,`; `*` matches anything.
 * A granted code with fewer parts implies every code below it (`authority` implies
 * `authority:user:add`); extra granted parts must be `*`. A required code with alternatives
 * (`authority:user:add,edit`) needs every alternative granted. Codes are lower-cased unless
 * `caseSensitive`. An empty code, or an empty part, is an error.
 */
export type PermissionOptions = { caseSensitive?: boolean };

type Node = { children: Map<string, Node>; terminal: boolean; starTail?: boolean };

/** A granted list compiled once into a trie; each check walks at most two branches per part. */
export type PermissionMatcher = {
  readonly caseSensitive: boolean;
  /** True when the granted list implies `code`. Throws on an empty code. */
  has(code: string): boolean;
};

const newNode = (): Node => ({ children: new Map(), terminal: false });

function splitCode(code: string, caseSensitive: boolean): string[][] {
  if (typeof code !== 'string' || code.trim() === '') throw new Error('Permission code must not be empty');
  const text = caseSensitive ? code.trim() : code.trim().toLowerCase();
  return text.split(':').map((part) => {
    const alternatives = part
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a !== '');
    if (alternatives.length === 0) throw new Error(`Permission code has an empty part: "${code}"`);
    return alternatives;
  });
}

/** Every single-valued path of a code with alternatives (`a,b:c` → `a:c`, `b:c`). */
function expand(parts: string[][]): string[][] {
  let paths: string[][] = [[]];
  for (const alternatives of parts) {
    paths = paths.flatMap((p) =>
      alternatives.includes('*') ? [[...p, '*']] : alternatives.map((a) => [...p, a]),
    );
  }
  return paths;
}

/** Marks nodes from which a path of only `*` parts reaches a granted end. */
function markStarTail(node: Node): boolean {
  let star = false;
  for (const [key, child] of node.children) {
    const childTail = markStarTail(child);
    if (key === '*' && childTail) star = true;
  }
  node.starTail = node.terminal || star;
  return node.starTail;
}

function matchPath(node: Node, path: string[], i: number): boolean {
  if (node.terminal) return true;
  if (i === path.length) return node.starTail === true;
  const exact = node.children.get(path[i] as string);
  if (exact && matchPath(exact, path, i + 1)) return true;
  const star = node.children.get('*');
  return star !== undefined && matchPath(star, path, i + 1);
}

/** Compiles a granted list (blank entries are ignored) into a fast matcher. */
export function compilePermissions(
  granted: readonly string[],
  options: PermissionOptions = {},
): PermissionMatcher {
  const caseSensitive = options.caseSensitive === true;
  const root = newNode();
  for (const code of granted) {
    if (typeof code !== 'string' || code.trim() === '') continue;
    for (const path of expand(splitCode(code, caseSensitive))) {
      let node = root;
      for (const part of path) {
        let next = node.children.get(part);
        if (!next) {
          next = newNode();
          node.children.set(part, next);
        }
        node = next;
      }
      node.terminal = true;
    }
  }
  markStarTail(root);
  const cache = new Map<string, boolean>();
  return {
    caseSensitive,
    has(code: string): boolean {
      const known = cache.get(code);
      if (known !== undefined) return known;
      const result = expand(splitCode(code, caseSensitive)).every((path) => matchPath(root, path, 0));
      if (cache.size < 10_000) cache.set(code, result);
      return result;
    },
  };
}

const compiled = new WeakMap<
  readonly string[],
  { sensitive?: PermissionMatcher; insensitive?: PermissionMatcher }
>();

function matcherFor(
  granted: readonly string[] | PermissionMatcher,
  options: PermissionOptions,
): PermissionMatcher {
  if (!Array.isArray(granted)) return granted as PermissionMatcher;
  const list = granted as readonly string[];
  const key = options.caseSensitive === true ? 'sensitive' : 'insensitive';
  let entry = compiled.get(list);
  if (!entry) {
    entry = {};
    compiled.set(list, entry);
  }
  return (entry[key] ??= compilePermissions(list, options));
}

/**
 * True when `granted` implies `code`. A granted array is compiled once and cached per array.
 * @example hasPermission(['authority:user:*'], 'authority:user:add') // true
 */
export function hasPermission(
  granted: readonly string[] | PermissionMatcher,
  code: string,
  options: PermissionOptions = {},
): boolean {
  return matcherFor(granted, options).has(code);
}

/** True when at least one of `codes` is granted (false for an empty list). */
export function hasAnyPermission(
  granted: readonly string[] | PermissionMatcher,
  codes: readonly string[],
  options: PermissionOptions = {},
): boolean {
  const m = matcherFor(granted, options);
  return codes.some((c) => m.has(c));
}

/** True when every one of `codes` is granted (true for an empty list). */
export function hasAllPermissions(
  granted: readonly string[] | PermissionMatcher,
  codes: readonly string[],
  options: PermissionOptions = {},
): boolean {
  const m = matcherFor(granted, options);
  return codes.every((c) => m.has(c));
}

/** Role checks are exact (no wildcard), case-sensitive. */
export function hasRole(roles: readonly string[], role: string): boolean {
  if (role.trim() === '') throw new Error('Role code must not be empty');
  return roles.includes(role);
}
