import type { RouterNode } from '@pocket/contract';

/** Loads a screen (e.g. `() => import('./features/course/course-page.tsx')`). */
export type ScreenLoader<TScreen> = () => Promise<TScreen>;
/** The app's screens by the component name the server's menu uses (`Layout` is the main layout). */
export type ScreenRegistry<TScreen> = Readonly<Record<string, ScreenLoader<TScreen>>>;

/** A route built from the server's tree: the node's fields plus a lazy, memoised screen loader. */
export type AppRoute<TScreen> = {
  path: string;
  name: string;
  component: string;
  /** False when the registry has no screen of that name; `load` then gives the fallback. */
  known: boolean;
  load: ScreenLoader<TScreen>;
  hidden: boolean;
  alwaysShow: boolean;
  redirect?: string;
  meta?: RouterNode['meta'];
  children?: AppRoute<TScreen>[];
};

export type BuildRoutesOptions<TScreen> = {
  registry: ScreenRegistry<TScreen>;
  /** The visible "page not installed" screen for a component name the registry lacks. */
  unknown: (component: string) => TScreen;
  /** Where the catch-all route sends the user; default `/404`. */
  notFoundPath?: string;
};

/** Resolves once, however often the router asks. */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    });
    return promise;
  };
}

function screen<TScreen>(component: string, options: BuildRoutesOptions<TScreen>) {
  const loader = Object.hasOwn(options.registry, component) ? options.registry[component] : undefined;
  return {
    known: loader !== undefined,
    load: loader ? memo(loader) : () => Promise.resolve(options.unknown(component)),
  };
}

function build<TScreen>(node: RouterNode, options: BuildRoutesOptions<TScreen>): AppRoute<TScreen> {
  const route: AppRoute<TScreen> = {
    path: node.path,
    name: node.name,
    component: node.component,
    ...screen(node.component, options),
    hidden: node.hidden,
    alwaysShow: node.alwaysShow,
    meta: node.meta,
  };
  if (node.redirect !== undefined) route.redirect = node.redirect;
  if (node.children && node.children.length > 0) route.children = node.children.map((c) => build(c, options));
  return route;
}

/** Turns the server's route tree into app routes and appends the catch-all 404 route. */
export function buildRoutes<TScreen>(
  tree: readonly RouterNode[],
  options: BuildRoutesOptions<TScreen>,
): AppRoute<TScreen>[] {
  const notFound = options.notFoundPath ?? '/404';
  return [
    ...tree.map((node) => build(node, options)),
    {
      path: '*',
      name: 'NotFound',
      component: 'NotFound',
      ...screen('NotFound', options),
      hidden: true,
      alwaysShow: false,
      redirect: notFound,
    },
  ];
}
