/**
 * The canonical form of a site path: no query or fragment, no trailing slash (except '/'), repeated
 * slashes collapsed, percent-escapes decoded where safe. Null for anything that is not a site path
 * (an absolute URL, a protocol-relative '//host', control characters, '..' segments).
 */
export function normalizePath(raw: string): string | null {
  let path = raw.trim();
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  try {
    path = decodeURI(path);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return null;
  path = path.replace(/\/{2,}/g, "/");
  if (path.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "");
  return path || "/";
}
