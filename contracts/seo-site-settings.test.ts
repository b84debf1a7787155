import { describe, expect, it } from "vitest";
import { siteSeoMessages, siteSeoSaveSchema } from "./seo-site-settings.ts";

const form = (values: Record<string, unknown>) => ({
  titleSuffix: "| AI Labs",
  defaultDescription: "",
  profiles: "",
  googleVerification: "",
  bingVerification: "",
  version: 0,
  ...values,
});
const messages = (values: Record<string, unknown>) =>
  siteSeoSaveSchema.safeParse(form(values)).error?.issues.map((issue) => issue.message) ?? [];

describe("the site-wide defaults' schema", () => {
  it.each([
    ['<meta name="google-site-verification" content="abc_DEF-123" />', "abc_DEF-123"],
    ["<meta content='xyz' name='msvalidate.01'>", "xyz"],
    ["  plain-code  ", "plain-code"],
    ["", ""],
  ])("keeps the code of %s", (pasted, code) => {
    expect(siteSeoSaveSchema.parse(form({ googleVerification: pasted })).googleVerification).toBe(code);
  });

  it("refuses a code that could leave its attribute", () => {
    expect(messages({ bingVerification: 'a" onload="x' })).toEqual([siteSeoMessages.verificationInvalid]);
    expect(messages({ googleVerification: "x".repeat(101) })).toEqual([siteSeoMessages.verificationInvalid]);
  });

  it("reads profiles one a line: trimmed, blank lines skipped, duplicates once, as the URL parser writes them", () => {
    const parsed = siteSeoSaveSchema.parse(
      form({
        profiles: " https://github.com/ai-labs \r\n\nhttps://github.com/ai-labs\nhttps://x.com/ai<labs>",
      }),
    );
    expect(parsed.profiles).toEqual(["https://github.com/ai-labs", "https://x.com/ai%3Clabs%3E"]);
  });

  it("names the line of a profile that is not an https address, and counts at most 10", () => {
    expect(messages({ profiles: "https://a.example\nftp://b.example" })).toEqual([
      siteSeoMessages.profileInvalid(2),
    ]);
    expect(messages({ profiles: "https://localhost" })).toEqual([siteSeoMessages.profileInvalid(1)]);
    const eleven = Array.from({ length: 11 }, (_, i) => `https://site${i}.example`).join("\n");
    expect(messages({ profiles: eleven })).toEqual([siteSeoMessages.tooManyProfiles]);
  });
});
