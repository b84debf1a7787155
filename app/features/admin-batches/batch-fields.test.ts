import { describe, expect, it } from "vitest";
import { adminBatchesMessages } from "#contracts/admin-batches-text.ts";
import { batchChecks, createBody, emptyBatch, updateBody, valuesOf } from "./batch-fields.ts";

describe("batch form values", () => {
  it("sends dollars as cents and empty optional fields as null", () => {
    const values = {
      ...emptyBatch("machine-learning"),
      startDate: "2027-03-01",
      schedule: "Sat 10:00",
      priceOverrideCents: "1499.5",
    };
    expect(createBody(values, ["i1"])).toMatchObject({
      course: "machine-learning",
      seatsTotal: 20,
      priceOverrideCents: 149_950,
      endDate: null,
      earlyBirdDeadline: null,
      instructorIds: ["i1"],
      status: "open",
    });
    expect(updateBody(values, [], 4)).toMatchObject({ version: 4, priceOverrideCents: 149_950 });
  });

  it("names seats or a price that is not a number", () => {
    const errors = batchChecks({ ...emptyBatch("x"), seatsTotal: "one", priceOverrideCents: "lots" });
    expect(errors).toEqual({
      seatsTotal: adminBatchesMessages.seatsInvalid,
      priceOverrideCents: adminBatchesMessages.priceInvalid,
    });
  });

  it("opens an edit with what is stored, the price back in dollars", () => {
    const values = valuesOf({
      id: "b",
      course: { slug: "ml", title: "ML", priceCents: 100 },
      type: "weekend",
      startDate: "2027-03-01",
      endDate: null,
      schedule: "Sat",
      timeZone: "Asia/Kolkata",
      seatsTotal: 12,
      seatsSold: 1,
      seatsHeld: 0,
      seatsFree: 11,
      waitlistCount: 0,
      earlyBirdDeadline: null,
      earlyBirdEnds: "2027-01-30",
      priceOverrideCents: 149_900,
      instructors: [],
      status: "open",
      listStatus: "open",
      version: 2,
      updatedAt: "2026-11-28T00:00:00Z",
    });
    expect(values).toMatchObject({
      priceOverrideCents: "1499",
      seatsTotal: "12",
      endDate: "",
      timeZone: "Asia/Kolkata",
    });
  });
});
