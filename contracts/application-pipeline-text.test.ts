import { describe, expect, it } from "vitest";
import {
  applicationStatuses,
  applicationTransitions,
  canMoveApplication,
  templateStatuses,
  unknownPlaceholders,
} from "./application-pipeline-text.ts";

describe("the pipeline's moves (decision 0043)", () => {
  it("never leads back to submitted, never to the same status, and every target has a template", () => {
    for (const from of applicationStatuses) {
      for (const to of applicationTransitions[from]) {
        expect(to).not.toBe("submitted");
        expect(to).not.toBe(from);
        expect(templateStatuses).toContain(to);
      }
    }
  });

  it("lets an accepted applicant only withdraw, and reopens a decision through review", () => {
    expect(applicationTransitions.accepted).toEqual(["withdrawn"]);
    expect(canMoveApplication("rejected", "in_review")).toBe(true);
    expect(canMoveApplication("rejected", "accepted")).toBe(false);
    expect(canMoveApplication("submitted", "interview")).toBe(true);
  });
});

describe("unknownPlaceholders", () => {
  it("names the braces that are not placeholders, once each", () => {
    expect(unknownPlaceholders("Hi {name}, {nmae} {nmae} {enrollUrl} {first_name}")).toEqual([
      "nmae",
      "first_name",
    ]);
    expect(unknownPlaceholders("Plain { braces } and {} stay")).toEqual([]);
  });
});
