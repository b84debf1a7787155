import type { CurrentUser } from "#contracts/auth.ts";
import type { CertificateRule, CertificateRuleView } from "#contracts/certificate-rule.ts";
import { apiMessages } from "#contracts/messages.ts";
import { HttpError } from "#server/http-error.ts";
import type { CertificateIssuingDeps } from "./certificate-issuing-deps.ts";

type Editor = Pick<CurrentUser, "id" | "role">;

/** The course's instructors and every admin set its rule; unknown course 404, anyone else 403. */
async function editableCourse(deps: CertificateIssuingDeps, user: Editor, slug: string) {
  const course = await deps.issuing.courseBySlug(slug);
  if (!course) throw new HttpError(404, apiMessages.notFound);
  const allowed =
    user.role === "admin" || (user.role === "instructor" && (await deps.issuing.teaches(user.id, course.id)));
  if (!allowed) throw new HttpError(403, apiMessages.forbidden);
  return course;
}

async function view(deps: CertificateIssuingDeps, courseId: string): Promise<CertificateRuleView> {
  const saved = await deps.issuing.savedRule(courseId);
  return saved
    ? {
        autoIssue: saved.autoIssue,
        attendancePercent: saved.attendancePercent,
        updatedAt: saved.updatedAt.toISOString(),
      }
    : { autoIssue: true, attendancePercent: null, updatedAt: null };
}

/** A course's certificate rule (defaults until first saved: issued automatically, no attendance asked). */
export async function getCertificateRule(
  deps: CertificateIssuingDeps,
  user: Editor,
  slug: string,
): Promise<CertificateRuleView> {
  return view(deps, (await editableCourse(deps, user, slug)).id);
}

/** Saves the rule; the next check or sweep applies it (a certificate already issued stays). */
export async function saveCertificateRule(
  deps: CertificateIssuingDeps,
  user: Editor,
  slug: string,
  rule: CertificateRule,
): Promise<CertificateRuleView> {
  const course = await editableCourse(deps, user, slug);
  await deps.issuing.saveRule(course.id, rule, user.id, deps.now());
  return view(deps, course.id);
}
