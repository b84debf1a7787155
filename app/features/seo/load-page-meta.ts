import type { RouterContextProvider } from "react-router";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { pagePathOf } from "#app/lib/page-path.ts";
import { seoApi } from "#contracts/api/seo.ts";
import type { ResolvedPageMeta } from "#contracts/seo.ts";

/**
 * The resolved metadata of the page being loaded, read through the in-process API. Null when the
 * service does not know the path (the route's meta then falls back to its own title). `path` names the
 * page when the URL carries a secret or variant (the reset link's token).
 */
export async function loadPageMeta(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path?: string,
): Promise<ResolvedPageMeta | null> {
  const pathname = path ?? pagePathOf(request);
  try {
    return await apiGet(context.get(serverApiContext), seoApi.pageMeta, { query: { path: pathname } });
  } catch {
    return null;
  }
}
