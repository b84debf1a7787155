import type { WebinarDetail, WebinarVersion, WebinarVersions } from "#contracts/content-studio-webinars.ts";
import {
  webinarStudioLimits as limits,
  webinarStudioMessages as messages,
} from "#contracts/content-studio-webinars-text.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { webinarRow } from "./read-webinar.ts";
import { saveWebinar } from "./save-webinar.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";

export async function listWebinarVersions(
  deps: WebinarStudioDeps,
  id: string,
  page: number,
): Promise<WebinarVersions> {
  await webinarRow(deps, id);
  const { rows, total } = await deps.repository.versions(id, page, limits.versionsPageSize);
  return {
    items: rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() })),
    total,
    page,
    pageSize: limits.versionsPageSize,
  };
}

export async function readWebinarVersion(
  deps: WebinarStudioDeps,
  id: string,
  number: number,
): Promise<WebinarVersion> {
  await webinarRow(deps, id);
  const row = await deps.repository.version(id, number);
  if (!row) throw new HttpError(404, messages.versionNotFound);
  const { content } = row;
  return {
    number: row.number,
    kind: row.kind,
    ...content,
    startsAt: Number.isNaN(content.startsAt.getTime()) ? "" : content.startsAt.toISOString(),
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy,
  };
}

/**
 * Makes an earlier version the webinar's content again (a new version, so the restore can itself be undone).
 * The slug and the join link stay the webinar's own: a restore never moves it on /webinars, and never mails
 * registrants a link that was replaced.
 */
export async function restoreWebinarVersion(
  deps: WebinarStudioDeps,
  id: string,
  number: number,
  version: number,
  by: AuditActor,
): Promise<WebinarDetail> {
  const row = await webinarRow(deps, id);
  const old = await deps.repository.version(id, number);
  if (!old) throw new HttpError(404, messages.versionNotFound);
  const { content } = old;
  const { joinLinkMailed: _none, ...restored } = await saveWebinar(
    deps,
    id,
    {
      ...content,
      slug: row.slug,
      joinUrl: row.joinUrl,
      startsAt: Number.isNaN(content.startsAt.getTime())
        ? row.startsAt.toISOString()
        : content.startsAt.toISOString(),
      version,
    },
    by,
    "restore",
  );
  return restored;
}
