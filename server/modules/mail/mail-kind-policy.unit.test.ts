import { describe, expect, it } from "vitest";
import { isResendableKind, isTrackableKind, mailKindClass, mailKindClasses } from "./mail-kind-policy.ts";

// Every mail kind the server can send, read from the modules' exports (`...MailKind`), so a new template
// cannot go out unclassified (decision 0046).
const templateModules = import.meta.glob<Record<string, unknown>>(
  ["./templates/*.ts", "../live-classes/*-mail.ts", "../notifications/*-mail.ts", "!./templates/*.test.ts"],
  { eager: true },
);
const sentKinds = Object.values(templateModules).flatMap((module) =>
  Object.entries(module)
    .filter(([name, value]) => name.endsWith("MailKind") && typeof value === "string")
    .map(([, value]) => value as string),
);

describe("mail kinds", () => {
  it("classifies every kind a template sends", () => {
    expect(sentKinds.length).toBeGreaterThan(12);
    expect(sentKinds.filter((kind) => !Object.hasOwn(mailKindClasses, kind))).toEqual([]);
  });

  it("never tracks or resends password, verification and account mails", () => {
    for (const kind of [
      "password-reset",
      "password-changed",
      "email-verification",
      "email-change-confirm",
      "email-change-notice",
      "email-in-use",
    ]) {
      expect(mailKindClass(kind)).toBe("security");
      expect(isTrackableKind(kind)).toBe(false);
      expect(isResendableKind(kind)).toBe(false);
    }
  });

  it("tracks the school's other mails, and treats an unknown kind as security", () => {
    expect(isTrackableKind("certificate-issued")).toBe(true);
    expect(isResendableKind("webinar-registered")).toBe(true);
    expect(isTrackableKind("integration-test")).toBe(false);
    expect(isTrackableKind("sign-in-alert")).toBe(false);
    expect(isResendableKind("constructor")).toBe(false);
  });
});
