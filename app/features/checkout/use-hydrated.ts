import { useEffect, useState } from "react";

/**
 * False in the server render and the first browser render, true once React runs the page: buttons
 * whose work is JavaScript stay off until then, instead of ignoring an early click.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
