// SPEC.md section 4: a guard that turns a visitor away saves the page they wanted; signing in returns them
// there. The saved value is only trusted as a path on this site: anything else could send a freshly
// signed-in user to a look-alike site (an open redirect).

export const postLoginRedirectKey = "post-login-redirect";

const base = "https://same-site.invalid";

function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The path itself when it stays on this site, else null. */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers read "/\evil.com" as "//evil.com", and strip tabs and newlines from URLs before parsing.
  if (value.includes("\\") || hasControlOrSpace(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  // Returning to the sign-in page after signing in would only show "You're signed in".
  if (url.pathname === "/auth" || url.pathname === "/login") return null;
  return value;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Some privacy modes throw on access: signing in then falls back to the dashboard.
    return null;
  }
}

export function savePostLoginRedirect(path: string): void {
  const safe = safeRedirectPath(path);
  if (!safe) return;
  try {
    storage()?.setItem(postLoginRedirectKey, safe);
  } catch {
    // Storage full or blocked: the visitor lands on their dashboard instead.
  }
}

/** Reads and forgets the saved target, so a later sign-in does not reuse a stale one. */
export function takePostLoginRedirect(): string | null {
  const store = storage();
  if (!store) return null;
  try {
    const value = store.getItem(postLoginRedirectKey);
    store.removeItem(postLoginRedirectKey);
    return safeRedirectPath(value);
  } catch {
    return null;
  }
}
