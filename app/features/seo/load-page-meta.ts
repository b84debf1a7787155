import type { RouterContextProvider } from "react-router";
import type { ResolvedPageMeta } from "../../../contracts/seo.ts";
import { serverApiContext } from "../../lib/load-context.ts";

/**
 * The resolved metadata of the page being loaded, read through the in-process API. Null when the
 * service does not know the path (the route's meta then falls back to its own title).
 */
export async function loadPageMeta(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<ResolvedPageMeta | null> {
  const { pathname } = new URL(request.url);
  try {
    return await context
      .get(serverApiContext)
      .get<ResolvedPageMeta>(`/api/seo/page-meta?path=${encodeURIComponent(pathname)}`);
  } catch {
    return null;
  }
}
