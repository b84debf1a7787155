import { describe, expect, it } from "vitest";
import { redirectMessages } from "#contracts/seo-redirects.ts";
import { covers, destination, type RedirectRule, refusal, ruleFor } from "./redirect-rules.ts";

const exact = (from: string, target: string | null, status = 301): RedirectRule => ({
  from,
  match: "exact",
  status,
  target,
});
const prefix = (from: string, target: string | null, status = 301): RedirectRule => ({
  from,
  match: "prefix",
  status,
  target,
});

describe("covers", () => {
  it.each([
    [exact("/old", "/new"), "/old", true],
    [exact("/old", "/new"), "/old/child", false],
    [prefix("/old", "/new"), "/old", true],
    [prefix("/old", "/new"), "/old/child/deeper", true],
    [prefix("/old", "/new"), "/older", false],
  ])("%o covers %s: %s", (rule, path, expected) => {
    expect(covers(rule, path)).toBe(expected);
  });
});

describe("destination", () => {
  it.each([
    [exact("/old", "/new"), "/old", "/new"],
    [prefix("/blog/2024", "/blog"), "/blog/2024/my-post", "/blog/my-post"],
    [prefix("/blog/2024", "/blog/"), "/blog/2024/my-post", "/blog/my-post"],
    [prefix("/old", "/new"), "/old", "/new"],
    [prefix("/docs", "https://docs.example.org/start"), "/docs/a", "https://docs.example.org/start"],
    [exact("/gone", null, 410), "/gone", null],
  ])("%o sends %s to %s", (rule, path, expected) => {
    expect(destination(rule, path)).toBe(expected);
  });
});

describe("ruleFor", () => {
  const rules = [prefix("/a", "/x"), prefix("/a/b", "/y"), exact("/a/b/c", "/z")];
  it.each([
    ["/a/b/c", "/z"],
    ["/a/b/d", "/y"],
    ["/a/q", "/x"],
    ["/elsewhere", undefined],
  ])("answers %s with the rule to %s", (path, target) => {
    expect(ruleFor(rules, path)?.target).toBe(target);
  });
});

describe("refusal", () => {
  const existing = [exact("/old", "/new"), prefix("/archive", "/blog"), exact("/gone", null, 410)];
  it.each<[RedirectRule, string | null]>([
    [exact("/fresh", "/page"), null],
    [exact("/fresh", "https://example.org/x"), null],
    [exact("/fresh", null, 410), null],
    // Loops: to itself, or into its own prefix.
    [exact("/loop", "/loop"), redirectMessages.loop],
    [prefix("/docs", "/docs/start"), redirectMessages.loop],
    // Chains: the destination is redirected already (exactly, under a prefix, or gone).
    [exact("/fresh", "/old"), redirectMessages.chainTarget("/old", "/new")],
    [exact("/fresh", "/archive/2023"), redirectMessages.chainTarget("/archive/2023", "/blog")],
    [exact("/fresh", "/gone"), redirectMessages.chainTarget("/gone", "410 Gone")],
    // Chains the other way: an existing redirect lands where this one starts.
    [exact("/new", "/newer"), redirectMessages.chainSource("/new", "/old")],
    [prefix("/bl", "/x"), null],
    [prefix("/blog", "/articles"), redirectMessages.chainSource("/blog", "/archive")],
  ])("%o: %s", (rule, expected) => {
    expect(refusal(rule, existing)).toBe(expected);
  });
});
