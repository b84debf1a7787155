import { type RobotsEditor, type RobotsSave, robotsMessages } from "#contracts/seo-robots.ts";
import { HttpError } from "#server/http-error.ts";
import type { AuditActor } from "#server/modules/audit/audit-actor.ts";
import type { AuditTrail } from "#server/modules/audit/audit-trail.ts";
import type { SeoSettingsRepository } from "../seo-settings-repository.ts";
import { robotsRulesProblem } from "./check-robots-rules.ts";
import { readRobotsEditor } from "./read-robots-editor.ts";

/**
 * Saves the marketer's robots.txt lines (issue 20): refused with the line and the reason when one is malformed or
 * the file would close the site or open a private area (check-robots-rules.ts); 409 when someone saved meanwhile;
 * audited with before and after. `changed` drops this instance's copy; the signed-in write drops the others'.
 */
export async function saveRobotsRules(
  deps: {
    settings: SeoSettingsRepository;
    audit: AuditTrail;
    publicUrl: string;
    now: () => Date;
    changed: () => void;
  },
  input: RobotsSave,
  by: AuditActor,
): Promise<RobotsEditor> {
  const rules = input.rules.replace(/\r\n?/g, "\n").trimEnd();
  const problem = robotsRulesProblem(rules, deps.publicUrl);
  if (problem) throw new HttpError(400, problem, "rules");
  const result = await deps.settings.saveRobots(
    input.version,
    rules,
    { by: by.name, at: deps.now() },
    (before, tx) =>
      deps.audit.record(
        by,
        {
          action: "seo.robots.update",
          entityType: "seo_settings",
          entityId: "robots.txt",
          summary: "robots.txt rules changed",
          before: { rules: before },
          after: { rules },
        },
        tx,
      ),
  );
  if (result === "conflict") throw new HttpError(409, robotsMessages.conflict);
  deps.changed();
  return readRobotsEditor(deps);
}
