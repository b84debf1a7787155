import type { CurrentUser } from "#contracts/auth.ts";
import type { Roster } from "#contracts/roster.ts";
import { rosterCsvHeader, selfPacedBatch } from "#contracts/roster-text.ts";
import { toCsv } from "#server/lib/csv.ts";
import { getRoster, type RosterDeps } from "./get-roster.ts";

/** "machine-learning-2026-03-02-roster.csv": the slug and batch start are ours, but only safe characters pass. */
export function rosterFileName(roster: Pick<Roster, "course" | "batch">): string {
  const name = `${roster.course.slug}-${roster.batch?.startDate ?? selfPacedBatch}-roster.csv`;
  return name.replace(/[^A-Za-z0-9._-]/g, "");
}

/** The roster as a spreadsheet: same access and batch choice as the page (get-roster.ts). */
export async function exportRosterCsv(
  deps: RosterDeps,
  user: Pick<CurrentUser, "id" | "role">,
  slug: string,
  batch: string | undefined,
): Promise<{ fileName: string; csv: string }> {
  const roster = await getRoster(deps, user, slug, batch);
  const rows = roster.students.map((student) => [
    student.name,
    student.email,
    student.progress,
    student.lessonsCompleted,
    student.lastActivityAt,
  ]);
  return { fileName: rosterFileName(roster), csv: toCsv(rosterCsvHeader, rows) };
}
