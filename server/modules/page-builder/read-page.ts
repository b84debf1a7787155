import type { PageDetail } from "#contracts/page-builder.ts";
import { pageBuilderMessages as messages } from "#contracts/page-builder-text.ts";
import type { Executor } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import type { PageBuilderDeps } from "./page-builder-deps.ts";
import { toPageDetail } from "./page-dto.ts";
import type { PageRow } from "./pages-repository.ts";

/** The page's row, or 404 (an id that is not a uuid is simply not found). */
export async function pageRow(
  deps: Pick<PageBuilderDeps, "repository">,
  id: string,
  tx?: Executor,
): Promise<PageRow> {
  const row = isUuid(id) ? await deps.repository.byId(id, tx) : undefined;
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** One page for its editor: the draft, its state and a fresh preview link. */
export async function readPage(deps: PageBuilderDeps, id: string): Promise<PageDetail> {
  const row = await pageRow(deps, id);
  return toPageDetail(
    row,
    `${deps.publicUrl}/page-preview?token=${encodeURIComponent(deps.previewLinks.token(row.id))}`,
  );
}
