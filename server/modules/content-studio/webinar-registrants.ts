import type { WebinarRegistrants } from "#contracts/content-studio-webinars.ts";
import {
  webinarStudioLimits as limits,
  registrantsFileName,
} from "#contracts/content-studio-webinars-text.ts";
import { toCsv } from "#server/lib/csv.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import { webinarRow } from "./read-webinar.ts";
import type { WebinarStudioDeps } from "./webinar-studio-deps.ts";

/** A page of the webinar's registrants, newest first, with whether the current join link reached each. */
export async function listRegistrants(
  deps: WebinarStudioDeps,
  id: string,
  page: number,
): Promise<WebinarRegistrants> {
  const webinar = await webinarRow(deps, id);
  const { rows, total } = await deps.repository.registrants(
    id,
    webinar.joinUrl,
    page,
    limits.registrantsPageSize,
  );
  return {
    items: rows.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString() })),
    total,
    page,
    pageSize: limits.registrantsPageSize,
  };
}

/**
 * Every registrant as CSV, in the order they registered (server/lib/csv.ts: a name or address that looks like
 * a formula is defused). Reading personal data in bulk is audited.
 */
export async function registrantsCsv(
  deps: WebinarStudioDeps,
  id: string,
  by: AuditActor,
): Promise<{ fileName: string; csv: string }> {
  const webinar = await webinarRow(deps, id);
  const rows = await deps.repository.allRegistrants(id);
  const joinUrl = webinar.joinUrl;
  const csv = toCsv(
    ["Name", "Email", "Registered at (UTC)", "Current join link sent"],
    rows.map((row) => [
      row.name,
      row.email,
      row.registeredAt.toISOString(),
      joinUrl !== null && row.sentUrl === joinUrl ? "yes" : "no",
    ]),
  );
  await deps.audit.record(by, {
    action: "content-studio.webinar.registrants-export",
    entityType: "webinar",
    entityId: id,
    summary: `Registrants of ${webinar.slug} exported (${rows.length})`,
  });
  return { fileName: registrantsFileName(webinar.slug), csv };
}
