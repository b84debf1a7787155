import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { createShellStore, type ShellData, type ShellKey, type ShellStore } from "./shell-store.ts";

const ShellStoreContext = createContext<ShellStore | null>(null);

/** Holds the shell's data for this document; `initial` is what the root loader read. */
export function ShellDataProvider({
  initial,
  children,
}: {
  initial: Partial<ShellData>;
  children: ReactNode;
}) {
  const [store] = useState(() => createShellStore(initial));
  return <ShellStoreProvider store={store}>{children}</ShellStoreProvider>;
}

/** Provides a store made elsewhere (component tests build one to seed and inspect it). */
export function ShellStoreProvider({ store, children }: { store: ShellStore; children: ReactNode }) {
  return <ShellStoreContext.Provider value={store}>{children}</ShellStoreContext.Provider>;
}

export function useShellStore(): ShellStore {
  const store = useContext(ShellStoreContext);
  if (!store) throw new Error("useShellStore must be used within a ShellDataProvider");
  return store;
}

export type ShellValue<K extends ShellKey> =
  | { data: ShellData[K]; isPending: false; isError: false }
  | { data: undefined; isPending: boolean; isError: boolean };

/** One shell value; when the root loader could not read it, the browser asks the API once. */
export function useShellValue<K extends ShellKey>(key: K): ShellValue<K> {
  const store = useShellStore();
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.get(key),
    () => store.get(key),
  );
  useEffect(() => {
    if (entry.status === "missing") store.load(key);
  }, [entry.status, key, store]);
  if (entry.status === "ready") return { data: entry.data, isPending: false, isError: false };
  return { data: undefined, isPending: entry.status !== "error", isError: entry.status === "error" };
}
