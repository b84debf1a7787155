import { describe, expect, it } from "vitest";
import { admissionsMessages, bootcampApplicationSchema, isHttpUrl } from "./admissions.ts";
import { formatUsd } from "./money.ts";
import { corporateInquirySchema, corporateMessages } from "./site-pages.ts";

const valid = {
  fullName: " Amara Okonkwo ",
  email: " Amara@Example.COM ",
  phone: "+234 803 555 0199",
  country: "Nigeria",
  currentRole: "Backend developer",
  experienceLevel: "professional_developer",
  background: "Five years of Python services and a payments pipeline.",
  goals: "Build a retrieval assistant for our support team this year.",
  preferredBatchId: "",
  portfolioUrl: "",
};

function messagesOf(input: Record<string, unknown>) {
  const result = bootcampApplicationSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe("bootcampApplicationSchema", () => {
  it("trims, lower-cases the email and drops empty optional fields", () => {
    const parsed = bootcampApplicationSchema.parse(valid);
    expect(parsed).toMatchObject({ fullName: "Amara Okonkwo", email: "amara@example.com" });
    expect(parsed.preferredBatchId).toBeUndefined();
    expect(parsed.portfolioUrl).toBeUndefined();
  });

  it("gives one specific message per empty required field", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ""]));
    expect(messagesOf(empty)).toEqual({
      fullName: admissionsMessages.fullNameRequired,
      email: admissionsMessages.emailRequired,
      phone: admissionsMessages.phoneRequired,
      country: admissionsMessages.countryRequired,
      currentRole: admissionsMessages.currentRoleRequired,
      experienceLevel: admissionsMessages.experienceLevelRequired,
      background: admissionsMessages.backgroundTooShort,
      goals: admissionsMessages.goalsTooShort,
    });
  });

  it("uses the chat form's phone rule", () => {
    expect(messagesOf({ ...valid, phone: "555 0199" })).toEqual({ phone: admissionsMessages.phoneInvalid });
    expect(messagesOf({ ...valid, phone: "(415) 555-0199" })).toEqual({});
  });

  it("takes a cohort id only in uuid form", () => {
    expect(messagesOf({ ...valid, preferredBatchId: "weekend" })).toEqual({
      preferredBatchId: admissionsMessages.preferredBatchInvalid,
    });
    const id = "3f0c9a52-7d1e-4c4b-9a51-1c2d3e4f5a6b";
    expect(bootcampApplicationSchema.parse({ ...valid, preferredBatchId: id }).preferredBatchId).toBe(id);
  });
});

describe("isHttpUrl", () => {
  it.each([
    ["https://github.com/amara", true],
    ["http://amara.dev/portfolio", true],
    ["github.com/amara", false],
    ["javascript:alert(1)", false],
    ["https://localhost", false],
    ["ftp://files.example.com", false],
  ])("%s -> %s", (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});

describe("formatUsd", () => {
  it.each([
    [249_900, "$2,499"],
    [49_950, "$499.50"],
    [100, "$1"],
    [123_456_789, "$1,234,567.89"],
  ])("%d cents -> %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe("corporateInquirySchema", () => {
  it("accepts an inquiry without a phone and rejects a short message", () => {
    const inquiry = {
      name: "Hannah Becker",
      email: "hannah@northwind.com",
      company: "Northwind",
      teamSize: "11-50",
      phone: "",
      message: "Prompt engineering for our 30-person support team.",
    };
    expect(corporateInquirySchema.parse(inquiry).phone).toBeUndefined();
    const short = corporateInquirySchema.safeParse({ ...inquiry, message: "Hi" });
    expect(short.success ? null : short.error.issues[0]?.message).toBe(corporateMessages.messageTooShort);
  });
});
