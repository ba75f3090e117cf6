import { lazy, memo, useState, type ComponentType } from 'react';
import { renderingServerPage, serverEnvironment } from '../config/environment';

/**
 * Code loaded on demand, which a server-rendered page must nevertheless render in full. The
 * server loads every such module before it renders; a page shows it behind a Suspense
 * boundary, which the browser hydrates once the module is in (a signed-in reader's browser
 * loads the page's ones first: their session's controls update the page at once, and an
 * update cannot reach a boundary still waiting for its code). Outside server-rendered pages,
 * a module loads on first use, and once in renders at once, without the boundary's fallback.
 */
const preloads = new Map<string, () => Promise<unknown>>();

/** Makes `preload` known under `name`, for preloadLazyModules. */
export function registerLazyModule(name: string, preload: () => Promise<unknown>): void {
  preloads.set(name, preload);
}

/** Notes, on the server, that the page being rendered shows the module `name`. */
export function markLazyModuleRendered(name: string): void {
  serverEnvironment()?.lazyModules.add(name);
}

/**
 * Loads the modules `names` (all registered ones when omitted, as the server does; loading one
 * can register more, which are loaded too).
 */
export async function preloadLazyModules(names?: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const pending = [...preloads].filter(
      ([name]) => !done.has(name) && (names === undefined || names.includes(name)),
    );
    if (pending.length === 0) return;
    for (const [name] of pending) done.add(name);
    await Promise.all(pending.map(([, preload]) => preload()));
  }
}

/** Loads `load` once; a failed load is forgotten so the next use retries. */
export function loadOnce<T>(load: () => Promise<T>): {
  get: () => Promise<T>;
  loaded: () => T | undefined;
} {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get: () =>
      (loading ??= load().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * `React.lazy` of `get`, which on the server (where every module is in before any render:
 * preloadLazyModules) hands over the `loaded` module at once, through a thenable that answers
 * synchronously: React.lazy resolves within the first render in the process instead of
 * suspending it, which would take the page another pass. In the browser, as React.lazy.
 */
export function serverReadyLazy<P extends object>(module: {
  get: () => Promise<{ default: ComponentType<P> }>;
  loaded: () => { default: ComponentType<P> } | undefined;
}) {
  // The browser build has no server branch (import.meta.env.SSR is false there).
  if (!import.meta.env.SSR) return lazy(module.get);
  return lazy(() => {
    const loaded = serverEnvironment() ? module.loaded() : undefined;
    if (!loaded) return module.get();
    const now = { then: (resolve: (value: typeof loaded) => void) => resolve(loaded) };
    return now as unknown as Promise<typeof loaded>;
  });
}

/** `React.lazy` that renders directly once its module is in (see above). */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const module = loadOnce(() => load().then((component) => ({ default: component })));
  registerLazyModule(name, module.get);
  const Lazy = serverReadyLazy(module);
  function LazyComponent(props: P) {
    markLazyModuleRendered(name);
    // Decided once per instance: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<P>>(() =>
      renderingServerPage() ? Lazy : (module.loaded()?.default ?? Lazy),
    );
    return <Component {...props} />;
  }
  LazyComponent.displayName = `Lazy(${name})`;
  // Unchanged props never re-render it: an update must not reach a boundary still hydrating.
  return memo(LazyComponent) as unknown as ComponentType<P>;
}
