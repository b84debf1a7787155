import { afterEach, describe, expect, test } from "vitest";
import {
  postLoginRedirectKey,
  safeRedirectPath,
  savePostLoginRedirect,
  takePostLoginRedirect,
} from "./post-login-redirect.ts";

afterEach(() => sessionStorage.clear());

describe("safeRedirectPath", () => {
  test("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/dashboard/student/courses")).toBe("/dashboard/student/courses");
    expect(safeRedirectPath("/courses/checkout?batch=b1#pay")).toBe("/courses/checkout?batch=b1#pay");
    expect(safeRedirectPath("/")).toBe("/");
  });

  test("refuses anything that could leave the site", () => {
    for (const value of [
      "//evil.example/phish",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " /dashboard/student",
      "",
    ]) {
      expect(safeRedirectPath(value), value).toBeNull();
    }
  });

  test("refuses non-strings and the sign-in page itself", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath("/auth?tab=register")).toBeNull();
    expect(safeRedirectPath("/login")).toBeNull();
  });
});

describe("saved target", () => {
  test("is read once, then forgotten", () => {
    savePostLoginRedirect("/dashboard/admin/users");
    expect(sessionStorage.getItem(postLoginRedirectKey)).toBe("/dashboard/admin/users");
    expect(takePostLoginRedirect()).toBe("/dashboard/admin/users");
    expect(takePostLoginRedirect()).toBeNull();
  });

  test("a tampered stored value is ignored and removed", () => {
    sessionStorage.setItem(postLoginRedirectKey, "//evil.example");
    expect(takePostLoginRedirect()).toBeNull();
    expect(sessionStorage.getItem(postLoginRedirectKey)).toBeNull();
  });

  test("an unsafe target is never stored", () => {
    savePostLoginRedirect("https://evil.example/");
    expect(sessionStorage.getItem(postLoginRedirectKey)).toBeNull();
  });
});
