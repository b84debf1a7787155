import { type RedirectMatch, redirectMessages } from "#contracts/seo-redirects.ts";

// The rules of redirects (issue 20) as plain functions: what a redirect covers, where it sends a path, and
// why a new one may not be added (loops and chains). A table of tests holds them (redirect-rules.unit.test.ts).

export type RedirectRule = { from: string; match: RedirectMatch; status: number; target: string | null };

/** Whether `rule` covers `path`: its own path, and for a prefix rule everything under it. */
export function covers(rule: Pick<RedirectRule, "from" | "match">, path: string): boolean {
  if (path === rule.from) return true;
  return rule.match === "prefix" && path.startsWith(rule.from === "/" ? "/" : `${rule.from}/`);
}

/** Where `rule` sends `path` (a prefix rule keeps what follows its prefix); null for 410. */
export function destination(rule: RedirectRule, path: string): string | null {
  if (rule.target === null) return null;
  if (rule.match === "exact" || path === rule.from || /^https:\/\//i.test(rule.target)) return rule.target;
  const rest = path.slice(rule.from.length);
  return `${rule.target.replace(/\/$/, "")}${rest}`;
}

/** The rule that answers `path`: an exact rule before a prefix rule, the longest prefix first. */
export function ruleFor<T extends RedirectRule>(rules: readonly T[], path: string): T | undefined {
  let best: T | undefined;
  for (const rule of rules) {
    if (!covers(rule, path)) continue;
    if (rule.match === "exact" && rule.from === path) return rule;
    if (!best || rule.from.length > best.from.length) best = rule;
  }
  return best;
}

/** The site path of a destination, or null for an outside address. */
function sitePath(target: string | null): string | null {
  return target?.startsWith("/") ? target.replace(/[?#].*$/, "") : null;
}

/** Why `rule` cannot join `existing` (a loop or a chain), or null when it can. */
export function refusal(rule: RedirectRule, existing: readonly RedirectRule[]): string | null {
  const target = sitePath(rule.target);
  if (target !== null) {
    if (covers(rule, target)) return redirectMessages.loop;
    const next = ruleFor(existing, target);
    if (next) return redirectMessages.chainTarget(target, next.target ?? "410 Gone");
  }
  for (const other of existing) {
    const otherTarget = sitePath(other.target);
    if (otherTarget !== null && covers(rule, otherTarget))
      return redirectMessages.chainSource(rule.from, other.from);
  }
  return null;
}
