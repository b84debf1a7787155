import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import { call, createAccount, signedIn } from "../support/accounts.ts";
import { sqlRows } from "../support/sql-rows.ts";
import { createTestApp, type TestApp, type Visitor } from "../support/test-app.ts";

// Issue 12, section 3: checkout no longer reads applications and site settings itself; admissions and
// settings hand it their answers. These checks go through GET /api/bootcamp/enrollment, so they cover the
// wiring in server/services.ts as well as the rule (check-bootcamp-eligibility.unit.test.ts).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const enrollment = (session: Visitor) => call(t.app, session, "GET", "/api/bootcamp/enrollment");

async function setOpenAdmission(value: "true" | "false") {
  await t.database.db.execute(
    sql`update site_settings set value = ${value} where key = 'bootcamp_open_admission'`,
  );
}

/** A signed-in applicant whose newest application has `status`. */
async function applicant(status: string): Promise<{ session: Visitor; applicationId: string }> {
  const account = await createAccount(t.database.db);
  const [row] = await sqlRows<{ id: string }>(
    t.database.db,
    sql`insert into bootcamp_applications
          (user_id, full_name, email, phone, country, "current_role", experience_level, background, goals,
           status)
        values (${account.id}, ${account.name}, ${account.email}, '+1 415 555 0100', 'Canada', 'Analyst',
                'some_programming', 'SQL.', 'Goals.', ${status})
        returning id`,
  );
  if (!row) throw new Error("application insert returned no row");
  return { session: await signedIn(t.app, account), applicationId: row.id };
}

describe("bootcamp eligibility through admissions and settings", () => {
  it("open admission (the seeded setting) admits a submitted application; selective admission does not", async () => {
    const { session, applicationId } = await applicant("submitted");
    await setOpenAdmission("true");
    const open = await enrollment(session);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({
      eligible: true,
      reason: null,
      application: { id: applicationId, status: "submitted", preferredBatchId: null },
    });

    await setOpenAdmission("false");
    // Read fresh for every request: the switch applies to the next purchase.
    expect((await enrollment(session)).json()).toMatchObject({
      eligible: false,
      reason: checkoutMessages.bootcampNotEligible,
    });
  });

  it("an accepted application is eligible under selective admission, a rejected one never", async () => {
    await setOpenAdmission("false");
    const accepted = await applicant("accepted");
    expect((await enrollment(accepted.session)).json()).toMatchObject({ eligible: true, reason: null });

    await setOpenAdmission("true");
    const rejected = await applicant("rejected");
    expect((await enrollment(rejected.session)).json()).toMatchObject({
      eligible: false,
      reason: checkoutMessages.bootcampNotEligible,
    });
  });

  it("without an application, the answer asks for one", async () => {
    const session = await signedIn(t.app, await createAccount(t.database.db));
    expect((await enrollment(session)).json()).toMatchObject({
      eligible: false,
      reason: checkoutMessages.bootcampNeedsAdmission,
      application: null,
    });
  });
});
