import type { EpisodeDetail } from "#contracts/content-studio-items.ts";
import { episodeMessages as messages } from "#contracts/content-studio-items-text.ts";
import type { Executor } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/is-unique-violation.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import { toEpisodeDetail } from "./episode-dto.ts";
import type { EpisodeRow } from "./episodes-repository.ts";
import type { ItemsDeps } from "./items-deps.ts";

/** The episode's row, or 404 (an id that is not a uuid is simply not found). */
export async function episodeRow(
  deps: Pick<ItemsDeps, "episodes">,
  id: string,
  tx?: Executor,
): Promise<EpisodeRow> {
  const row = isUuid(id) ? await deps.episodes.byId(id, tx) : undefined;
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** One episode for its editor, with its state. */
export async function readEpisode(deps: ItemsDeps, id: string): Promise<EpisodeDetail> {
  return toEpisodeDetail(await episodeRow(deps, id), deps.now());
}

/** The slug and the number are no other episode's: 409 with the field otherwise (the unique indexes decide a race). */
export async function checkEpisodeUnique(
  deps: ItemsDeps,
  input: { slug: string; episodeNumber: number },
  episodeId: string | null,
): Promise<void> {
  const slugOwner = await deps.episodes.slugOwner(input.slug);
  if (slugOwner && slugOwner !== episodeId) throw new HttpError(409, messages.slugTaken, "slug");
  const numberOwner = await deps.episodes.numberOwner(input.episodeNumber);
  if (numberOwner && numberOwner !== episodeId)
    throw new HttpError(409, messages.numberTaken, "episodeNumber");
}

/** Two editors taking the same slug or number at once: the unique index decides, the loser hears which. */
export function episodeWriteConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const { constraint, cause } = error as { constraint?: string; cause?: { constraint?: string } };
    if ((constraint ?? cause?.constraint ?? "").includes("episode_number"))
      throw new HttpError(409, messages.numberTaken, "episodeNumber");
    throw new HttpError(409, messages.slugTaken, "slug");
  }
  throw error;
}
