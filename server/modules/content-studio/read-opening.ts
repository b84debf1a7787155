import type { OpeningStudioDetail } from "#contracts/content-studio-items.ts";
import { openingMessages as messages } from "#contracts/content-studio-items-text.ts";
import type { Executor } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { toOpeningDetail } from "./opening-dto.ts";
import type { OpeningRow } from "./openings-repository.ts";

/** The opening's row, or 404 (an id that is not a uuid is simply not found). */
export async function openingRow(
  deps: Pick<ItemsDeps, "openings">,
  id: string,
  tx?: Executor,
): Promise<OpeningRow> {
  const row = isUuid(id) ? await deps.openings.byId(id, tx) : undefined;
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** One opening for its editor, with its state. */
export async function readOpening(deps: ItemsDeps, id: string): Promise<OpeningStudioDetail> {
  return toOpeningDetail(await openingRow(deps, id));
}

/** The slug is no other opening's: 409 with the field otherwise (the unique index decides a race). */
export async function checkOpeningSlug(
  deps: ItemsDeps,
  slug: string,
  openingId: string | null,
): Promise<void> {
  const owner = await deps.openings.slugOwner(slug);
  if (owner && owner !== openingId) throw new HttpError(409, messages.slugTaken, "slug");
}

/** Two editors taking the same slug at once: the unique index decides, the loser hears why. */
export function openingWriteConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, messages.slugTaken, "slug");
  throw error;
}
