// URLs that hold a secret: a password reset link, a payment session's page, and any page reached with a
// `token` query parameter (email confirmation and cancellation links, verification links) or a waitlist `offer`. One list, read
// by the request log and page-view analytics (both redact them) and the security headers (such pages send
// no referrer).

/** Page paths whose next segment is a secret. */
export const secretPathPrefixes = ["/reset-password/", "/test-payments/"] as const;

/** Query parameters that hold a secret, on any path. */
/** `offer`: a waitlist offer's link to checkout (decision 0045). */
export const secretQueryParameters = ["token", "offer"] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** $1 = the prefix, then the secret segment. */
const secretPathPattern = new RegExp(`^(${secretPathPrefixes.map(escapeRegExp).join("|")})[^/?#]+`);
/** $1 = the parameter and its `=`, then the secret value (global: every occurrence). */
const secretQueryPattern = new RegExp(
  `([?&](?:${secretQueryParameters.map(escapeRegExp).join("|")})=)[^&#]*`,
  "gi",
);

export function urlHoldsSecret(url: string): boolean {
  return secretPathPattern.test(url) || url.search(secretQueryPattern) !== -1;
}

/** The URL with each secret replaced by "[redacted]": what may be logged or stored. */
export function redactUrlSecrets(url: string): string {
  return url.replace(secretPathPattern, "$1[redacted]").replace(secretQueryPattern, "$1[redacted]");
}
