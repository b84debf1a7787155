import { describe, expect, it } from "vitest";
import type { MailKindClass } from "./mail-kind-policy.ts";
import { suppressionStops } from "./suppression-rule.ts";

describe("suppressionStops", () => {
  const classes: MailKindClass[] = ["security", "engagement", "operational", "bulk"];
  it.each([
    ["hard-bounce", [true, true, true, true]],
    ["complaint", [false, true, true, true]],
    ["erased", [false, false, false, true]],
  ] as const)("%s stops security, engagement, operational, bulk: %j", (reason, expected) => {
    expect(classes.map((kindClass) => suppressionStops(reason, kindClass))).toEqual(expected);
  });
});
