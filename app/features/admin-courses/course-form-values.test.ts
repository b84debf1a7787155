import { describe, expect, it } from "vitest";
import { adminCourseUpdateSchema } from "#contracts/admin-courses.ts";
import { adminCoursesMessages } from "#contracts/admin-courses-text.ts";
import { bodyOf, emptyCourseValues } from "./course-form-values.ts";

describe("bodyOf", () => {
  const filled = {
    ...emptyCourseValues,
    title: "Agents",
    summary: "Build agents.",
    priceCents: "1,299.5",
    earlyBirdPriceCents: "$999",
    outcomes: JSON.stringify(["Ship an agent"]),
  };

  it("turns dollars into cents and lists into arrays", () => {
    const body = bodyOf(filled);
    expect(body).toMatchObject({
      priceCents: 129_950,
      earlyBirdPriceCents: 99_900,
      outcomes: ["Ship an agent"],
    });
    expect(adminCourseUpdateSchema.safeParse({ ...body, version: 1 }).success).toBe(true);
  });

  it("leaves an amount that is none for the schema to refuse in dollars' words", () => {
    const result = adminCourseUpdateSchema.safeParse({
      ...bodyOf({ ...filled, priceCents: "12 dollars" }),
      version: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(adminCoursesMessages.priceInvalid);
  });
});
