import { limits } from "#contracts/limits.ts";

/**
 * The page a form or the chat was sent from, kept with a lead or conversation: the Referer's path (no query,
 * which may hold a token or an email address), capped at the contracts' path limit. Undefined when the
 * browser sent no Referer (our no-referrer pages, privacy settings) or an unparsable one.
 */
export function pagePath(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname.slice(0, limits.pathMax);
  } catch {
    return undefined;
  }
}
