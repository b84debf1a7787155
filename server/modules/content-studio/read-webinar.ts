import type { WebinarDetail, WebinarFields } from "#contracts/content-studio-webinars.ts";
import { webinarStudioMessages as messages } from "#contracts/content-studio-webinars-text.ts";
import type { Executor } from "#server/db/client.ts";
import { HttpError } from "#server/http-error.ts";
import { isUuid } from "#server/lib/is-uuid.ts";
import { toWebinarDetail } from "./webinar-dto.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";
import type { WebinarContent, WebinarRow } from "./webinars-repository.ts";

/** The webinar's row, or 404 (an id that is not a uuid is simply not found). */
export async function webinarRow(
  deps: Pick<WebinarStudioDeps, "repository">,
  id: string,
  tx?: Executor,
): Promise<WebinarRow> {
  const row = isUuid(id) ? await deps.repository.byId(id, tx) : undefined;
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** One webinar for its editor, with its state. */
export async function readWebinar(deps: WebinarStudioDeps, id: string): Promise<WebinarDetail> {
  return toWebinarDetail(await webinarRow(deps, id), deps.now());
}

/** The slug is no other webinar's: 409 with the field otherwise (the unique index decides a race). */
export async function checkWebinarSlug(deps: WebinarStudioDeps, slug: string, webinarId: string | null) {
  const owner = await deps.repository.slugOwner(slug);
  if (owner && owner !== webinarId) throw new HttpError(409, messages.slugTaken, "slug");
}

/** The editor's fields as the repository keeps them. */
export function webinarContentOf(fields: WebinarFields): WebinarContent {
  return { ...fields, startsAt: new Date(fields.startsAt) };
}

/** What the audit log keeps of a webinar's content (the description's length, not its text). */
export function auditedContent(content: WebinarContent) {
  return {
    slug: content.slug,
    title: content.title,
    summary: content.summary,
    hostName: content.hostName,
    startsAt: content.startsAt.toISOString(),
    durationMinutes: content.durationMinutes,
    joinUrl: content.joinUrl,
    recordingUrl: content.recordingUrl,
    tags: content.tags,
    coverPath: content.coverPath,
    descriptionLength: content.descriptionMarkdown.length,
  };
}
