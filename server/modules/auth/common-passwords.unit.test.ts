import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it("refuses the passwords the issue found accepted", () => {
    for (const password of ["password123", "admin123", "P@ssw0rd"])
      expect(isCommonPassword(password)).toBe(true);
  });

  it("uses a list of at least the 10,000 most common passwords", () => {
    const list = dictionary["passwords-common"];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    // Spread over the list: the top, the middle of the first 10,000, its end and beyond.
    for (const index of [0, 1, 99, 4_999, 9_999, 20_000, list.length - 1]) {
      expect(isCommonPassword(list[index]!), list[index]).toBe(true);
    }
    for (const password of ["iloveyou", "qwerty123", "trustno1", "letmein1", "football"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("matches case-insensitively and through leetspeak", () => {
    for (const password of [
      "PASSWORD123",
      "Admin123",
      "p@55w0rd",
      "P4$$W0RD",
      "4dm1n123",
      "l3tm31n!",
      "Tru5tN0!",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("refuses repeats and straight runs that the dictionary leaves to patterns", () => {
    for (const password of [
      "88888888",
      "xxxxxxxx",
      "12341234",
      "hahahaha",
      "123123123",
      "87654321",
      "abcdefgh",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("accepts passwords that are not common", () => {
    for (const password of [
      "copper-meadow-signal-84",
      "quiet-harbor-lantern-42",
      "harbor-lantern-quiet-73",
      "eight-ch",
      "Vq7#pL2x!mZ9",
      "correct horse battery staple",
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
