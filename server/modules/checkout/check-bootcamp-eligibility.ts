import type { CurrentUser } from "#contracts/auth.ts";
import type { BootcampEnrollment } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";

export type ApplicationStanding = NonNullable<BootcampEnrollment["application"]>;

// Applications belong to admissions and the open-admission switch to the site settings; checkout only
// asks them (server/services.ts passes these in).
export type EligibilityDeps = {
  /** The user's newest bootcamp application (admissions' latestApplicationOf). */
  latestBootcampApplication: (user: CurrentUser) => Promise<ApplicationStanding | undefined>;
  /** Whether open admission is on (settings' bootcampOpenAdmission). */
  openAdmission: () => Promise<boolean>;
};

/** May this user buy a bootcamp seat? Accepted applicants, or any live applicant under open admission. */
export async function checkBootcampEligibility(deps: EligibilityDeps, user: CurrentUser) {
  const application = await deps.latestBootcampApplication(user);
  if (!application) return { application, eligible: false, reason: checkoutMessages.bootcampNeedsAdmission };
  if (application.status === "accepted") return { application, eligible: true, reason: null };
  // Only asked when the application alone does not decide.
  const open = await deps.openAdmission();
  // A rejected or withdrawn application is closed (decision 0043); every other status is still live.
  const closed = application.status === "rejected" || application.status === "withdrawn";
  if (open && !closed) return { application, eligible: true, reason: null };
  return { application, eligible: false, reason: checkoutMessages.bootcampNotEligible };
}
