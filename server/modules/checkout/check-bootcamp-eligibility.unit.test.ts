import { describe, expect, it } from "vitest";
import type { CurrentUser } from "#contracts/auth.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { type ApplicationStanding, checkBootcampEligibility } from "./check-bootcamp-eligibility.ts";

const user = { id: "u1", email: "ada@example.com", emailVerified: true } as CurrentUser;

/** Dependencies that answer fixed facts and count how often open admission was asked. */
function facts(application: ApplicationStanding | undefined, open: boolean) {
  const asked = { users: [] as CurrentUser[], openAdmission: 0 };
  return {
    asked,
    deps: {
      latestBootcampApplication: async (who: CurrentUser) => {
        asked.users.push(who);
        return application;
      },
      openAdmission: async () => {
        asked.openAdmission += 1;
        return open;
      },
    },
  };
}

const application = (status: string): ApplicationStanding => ({ id: "a1", status, preferredBatchId: null });

describe("checkBootcampEligibility", () => {
  it("asks admissions about this user and refuses without an application, open admission or not", async () => {
    const { deps, asked } = facts(undefined, true);
    expect(await checkBootcampEligibility(deps, user)).toEqual({
      application: undefined,
      eligible: false,
      reason: checkoutMessages.bootcampNeedsAdmission,
    });
    expect(asked.users).toEqual([user]);
    expect(asked.openAdmission).toBe(0);
  });

  it("admits an accepted applicant without reading the open-admission setting", async () => {
    const { deps, asked } = facts(application("accepted"), false);
    expect(await checkBootcampEligibility(deps, user)).toEqual({
      application: application("accepted"),
      eligible: true,
      reason: null,
    });
    expect(asked.openAdmission).toBe(0);
  });

  it("admits any live applicant under open admission, never a rejected or withdrawn one", async () => {
    for (const status of ["submitted", "in_review", "interview", "waitlisted"]) {
      expect(await checkBootcampEligibility(facts(application(status), true).deps, user)).toMatchObject({
        eligible: true,
        reason: null,
      });
    }
    const rejected = facts(application("rejected"), true);
    expect(await checkBootcampEligibility(rejected.deps, user)).toMatchObject({
      eligible: false,
      reason: checkoutMessages.bootcampNotEligible,
    });
    expect(rejected.asked.openAdmission).toBe(1);
    expect(await checkBootcampEligibility(facts(application("withdrawn"), true).deps, user)).toMatchObject({
      eligible: false,
    });
  });

  it("under selective admission only an accepted application buys a seat", async () => {
    expect(await checkBootcampEligibility(facts(application("submitted"), false).deps, user)).toEqual({
      application: application("submitted"),
      eligible: false,
      reason: checkoutMessages.bootcampNotEligible,
    });
  });
});
