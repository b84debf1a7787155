import type { RouterContextProvider } from "react-router";
import { serverApiContext } from "#app/lib/load-context.ts";
import type { OpeningDetail, OpeningKind, OpeningsResponse } from "#contracts/careers.ts";

/** Every open position of a kind with its description, read through the in-process API. */
export async function loadOpenings(
  context: Readonly<RouterContextProvider>,
  kind: OpeningKind,
): Promise<OpeningDetail[]> {
  const api = context.get(serverApiContext);
  const { openings } = await api.get<OpeningsResponse>(`/api/careers/openings?kind=${kind}`);
  return Promise.all(
    openings.map((opening) =>
      api.get<OpeningDetail>(`/api/careers/openings/${encodeURIComponent(opening.slug)}`),
    ),
  );
}
