import type { RouterContextProvider } from "react-router";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { careersApi } from "#contracts/api/careers.ts";
import type { OpeningDetail, OpeningKind } from "#contracts/careers.ts";

/** Every open position of a kind with its description, read through the in-process API. */
export async function loadOpenings(
  context: Readonly<RouterContextProvider>,
  kind: OpeningKind,
): Promise<OpeningDetail[]> {
  const api = context.get(serverApiContext);
  const { openings } = await apiGet(api, careersApi.openings, { query: { kind } });
  return Promise.all(
    openings.map((opening) => apiGet(api, careersApi.opening, { params: { slug: opening.slug } })),
  );
}
