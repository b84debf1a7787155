import type { EpisodeDetail, EpisodeVersion, ItemVersions } from "#contracts/content-studio-items.ts";
import {
  contentStudioItemsLimits as limits,
  episodeMessages as messages,
} from "#contracts/content-studio-items-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { EpisodeContent } from "./episodes-repository.ts";
import type { ItemsDeps } from "./items-deps.ts";
import { episodeRow } from "./read-episode.ts";
import { saveEpisode } from "./save-episode.ts";

export async function listEpisodeVersions(deps: ItemsDeps, id: string, page: number): Promise<ItemVersions> {
  await episodeRow(deps, id);
  const { rows, total } = await deps.versions.list("podcast_episode", id, page, limits.versionsPageSize);
  return {
    items: rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
    total,
    page,
    pageSize: limits.versionsPageSize,
  };
}

/** A version's snapshot as episode content (missing fields, from an older shape, read as empty). */
function contentOf(snapshot: Record<string, unknown>): EpisodeContent {
  const text = (key: string) => (typeof snapshot[key] === "string" ? (snapshot[key] as string) : "");
  const number = (key: string) => (typeof snapshot[key] === "number" ? (snapshot[key] as number) : 0);
  const list = (key: string) =>
    Array.isArray(snapshot[key]) ? (snapshot[key] as unknown[]).filter((v) => typeof v === "string") : [];
  return {
    slug: text("slug"),
    episodeNumber: number("episodeNumber"),
    title: text("title"),
    summary: text("summary"),
    showNotesMarkdown: text("showNotesMarkdown"),
    guests: list("guests") as string[],
    audioUrl: text("audioUrl"),
    durationSeconds: number("durationSeconds"),
    tags: list("tags") as string[],
    coverPath: typeof snapshot.coverPath === "string" ? snapshot.coverPath : null,
    coverAlt: text("coverAlt"),
  };
}

async function versionOf(deps: ItemsDeps, id: string, number: number) {
  await episodeRow(deps, id);
  const row = await deps.versions.one("podcast_episode", id, number);
  if (!row) throw new HttpError(404, messages.versionNotFound);
  return row;
}

export async function readEpisodeVersion(
  deps: ItemsDeps,
  id: string,
  number: number,
): Promise<EpisodeVersion> {
  const row = await versionOf(deps, id, number);
  return {
    number: row.number,
    kind: row.kind,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedByName,
    ...contentOf(row.snapshot),
  };
}

/**
 * Makes an earlier version the episode's content again (a new version, so the restore can itself be undone).
 * The slug and the number stay the episode's own: a restore never moves a live episode or takes a number
 * another episode has since been given.
 */
export async function restoreEpisodeVersion(
  deps: ItemsDeps,
  id: string,
  number: number,
  version: number,
  by: AuditActor,
): Promise<EpisodeDetail> {
  const row = await episodeRow(deps, id);
  const old = contentOf((await versionOf(deps, id, number)).snapshot);
  return saveEpisode(
    deps,
    id,
    { ...old, slug: row.slug, episodeNumber: row.episodeNumber, version },
    by,
    "restore",
  );
}
