type Merged<D, O> = Omit<O, keyof D> & {
  [K in keyof D]: D[K] | Exclude<K extends keyof O ? O[K] : never, undefined>;
};

/**
 * A provider's settings: its defaults, overridden by the options that were given. A key set to undefined (an
 * unset environment variable passed straight on, such as SEMRUSH_ENDPOINT in production) keeps the default
 * instead of erasing it, as a plain spread would.
 */
export function withDefaults<D extends object, O extends object>(defaults: D, options: O): Merged<D, O> {
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...defaults, ...given } as Merged<D, O>;
}
