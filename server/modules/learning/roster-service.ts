import type { CurrentUser } from "#contracts/auth.ts";
import type { Database } from "#server/db/client.ts";
import { exportRosterCsv } from "./export-roster-csv.ts";
import { getRoster } from "./get-roster.ts";
import { createLearningRepository } from "./learning-repository.ts";
import { createRosterRepository } from "./roster-repository.ts";

type Staff = Pick<CurrentUser, "id" | "role">;

/** The roster's use cases (one file each), bound to the course lookups of the player and their own reads. */
export function createRosterService(db: Database) {
  const deps = { courses: createLearningRepository(db), roster: createRosterRepository(db) };
  return {
    roster: (user: Staff, slug: string, batch: string | undefined) => getRoster(deps, user, slug, batch),
    csv: (user: Staff, slug: string, batch: string | undefined) => exportRosterCsv(deps, user, slug, batch),
  };
}
export type RosterService = ReturnType<typeof createRosterService>;
