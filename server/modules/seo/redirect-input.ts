import { type RedirectCreate, redirectMessages } from "#contracts/seo-redirects.ts";
import { HttpError } from "#server/http-error.ts";
import { normalizePath } from "./normalize-path.ts";
import { isPrivatePath } from "./service.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A redirect's id is a uuid: anything else is a 404 without asking the database. */
export function isRedirectId(id: string): boolean {
  return uuidPattern.test(id);
}

/** Paths a redirect may never take over: the home page, the site's files and crawler documents. */
function reserved(path: string): boolean {
  return (
    path === "/" ||
    isPrivatePath(path) ||
    path === "/assets" ||
    path.startsWith("/assets/") ||
    path === "/sitemap.xml" ||
    path === "/robots.txt"
  );
}

/**
 * The rule a redirect form describes (adding one or editing one): both paths normalised, a 410 without a target;
 * 400 with the field when the old path is not one or is reserved, or the destination is not a path or URL.
 */
export function redirectRuleOf(input: RedirectCreate) {
  const from = normalizePath(input.from);
  if (!from) throw new HttpError(400, redirectMessages.fromInvalid, "from");
  if (reserved(from)) throw new HttpError(400, redirectMessages.fromReserved, "from");
  const target =
    input.status === "410" ? null : input.target.startsWith("/") ? normalizePath(input.target) : input.target;
  if (input.status !== "410" && !target) throw new HttpError(400, redirectMessages.targetInvalid, "target");
  return { from, match: input.match, status: Number(input.status), target };
}
