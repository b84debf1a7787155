import { useEffect } from "react";

// Public forms validate with the contracts' zod schemas (the API's own rules and messages), but zod is
// too big for the pages' first-load JavaScript. The contracts are imported on demand instead: `usePreload`
// (and `useForm`, on the first edit) starts the download once the form has rendered, so by the time the
// visitor submits the schema is there and validation is synchronous; until then `load()` waits for it.

export type LazyModule<T> = {
  /** The module once it has arrived, else undefined. */
  get: () => T | undefined;
  /** The module, downloading it the first time (a failed download is retried on the next call). */
  load: () => Promise<T>;
};

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => loaded,
    load: () => {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** Starts downloading `module` after the first render (not during server rendering). */
export function usePreload(module: LazyModule<unknown>): void {
  useEffect(() => {
    void module.load().catch(() => undefined);
  }, [module]);
}

/** A module the page has anyway (a dialog's chunk that imports its contract): validation stays synchronous. */
export function loadedModule<T>(module: T): LazyModule<T> {
  return { get: () => module, load: () => Promise.resolve(module) };
}
