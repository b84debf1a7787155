import type { RouterContextProvider } from "react-router";
import { apiGet, requestInfoContext, serverApiContext, serverApiStatus } from "./load-context.ts";
import { shellReads } from "./shell-reads.ts";
import type { ShellData, ShellKey } from "./shell-store.ts";

// The root loader's reads, in parallel through the in-process API. A failed read is left out rather
// than failing the page: the browser then asks once, and the component shows its empty or error state.
export async function readShellData(context: Readonly<RouterContextProvider>): Promise<Partial<ShellData>> {
  const api = context.get(serverApiContext);
  // A document shared by signed-in visitors holds no one's account: the browser reads it (decision 0031).
  const userFromBrowser = context.get(requestInfoContext).userFromBrowser === true;
  const keys = (Object.keys(shellReads) as ShellKey[]).filter(
    (key) => !(userFromBrowser && key === "currentUser"),
  );
  const values = await Promise.all(
    keys.map(async (key) => {
      try {
        return await apiGet(api, shellReads[key].endpoint);
      } catch (error) {
        return shellReads[key].nullOn401 && serverApiStatus(error) === 401 ? null : undefined;
      }
    }),
  );
  const data: Partial<Record<ShellKey, unknown>> = {};
  keys.forEach((key, index) => {
    if (values[index] !== undefined) data[key] = values[index];
  });
  return data as Partial<ShellData>;
}
