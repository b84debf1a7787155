import { z } from "zod";
import "./zod-messages.ts";

// SEO Settings' redirects (issue 20): GET /api/seo/redirects lists them with their hits, POST creates one,
// PUT /api/seo/redirects/:id edits one in place, DELETE /api/seo/redirects/:id removes one. Loops and chains are refused when a redirect is added.

export const redirectStatuses = ["301", "302", "410"] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];
export const redirectStatusLabels: Record<RedirectStatus, string> = {
  "301": "301 Moved permanently",
  "302": "302 Found (temporary)",
  "410": "410 Gone",
};
export const redirectMatches = ["exact", "prefix"] as const;
export type RedirectMatch = (typeof redirectMatches)[number];
export const redirectMatchLabels: Record<RedirectMatch, string> = {
  exact: "This path only",
  prefix: "This path and everything under it",
};

export const redirectLimits = { path: 500, target: 2000, max: 5000 } as const;

export const redirectMessages = {
  fromRequired: "Enter the old path, starting with /",
  fromInvalid: "The old path must be a path of this site, starting with / (for example /courses/old-name)",
  fromReserved: "The home page, the portals, the API and the site's files cannot be redirected",
  targetRequired: "Enter where it goes: a path of this site or an https:// address",
  targetInvalid: "The destination must be a path of this site (starting with /) or an https:// address",
  targetForGone: "A 410 (gone) redirect has no destination: leave it empty",
  statusInvalid: "Choose 301, 302 or 410",
  matchInvalid: "Choose whether it covers this path only or everything under it",
  duplicate: (from: string) => `A redirect from ${from} exists already: edit that one instead.`,
  loop: "This redirect would send visitors back to the address they came from.",
  chainTarget: (target: string, next: string) =>
    `${target} is redirected already (to ${next}): point this redirect at the final address instead.`,
  chainSource: (from: string, other: string) =>
    `${other} already redirects to ${from}: a second hop would make a chain. Point that one at the final address first.`,
  tooMany: `The site has ${redirectLimits.max} redirects, the most it keeps. Delete some first.`,
  notFound: "That redirect does not exist any more.",
  loadFailed: "The redirects could not be loaded",
  createFailed: "The redirect could not be added",
  created: "Redirect added",
  updated: "Redirect saved",
  updateFailed: "The redirect could not be saved",
  deleted: "Redirect deleted",
} as const;

/** POST /api/seo/redirects, as the form holds it. */
export const redirectCreateSchema = z
  .object({
    from: z
      .string()
      .trim()
      .min(1, redirectMessages.fromRequired)
      .max(redirectLimits.path, redirectMessages.fromInvalid)
      .regex(/^\/(?!\/)[^\s?#]*$/, redirectMessages.fromInvalid),
    match: z.enum(redirectMatches, { error: redirectMessages.matchInvalid }),
    status: z.enum(redirectStatuses, { error: redirectMessages.statusInvalid }),
    target: z.string().trim().max(redirectLimits.target, redirectMessages.targetInvalid),
  })
  .superRefine((value, context) => {
    if (value.status === "410") {
      if (value.target !== "")
        context.addIssue({ code: "custom", message: redirectMessages.targetForGone, path: ["target"] });
      return;
    }
    if (value.target === "") {
      context.addIssue({ code: "custom", message: redirectMessages.targetRequired, path: ["target"] });
    } else if (!/^\/(?!\/)\S*$/.test(value.target) && !/^https:\/\/[^\s/]+\.\S*$/i.test(value.target)) {
      context.addIssue({ code: "custom", message: redirectMessages.targetInvalid, path: ["target"] });
    }
  });
export type RedirectCreate = z.output<typeof redirectCreateSchema>;
export type RedirectCreateInput = z.input<typeof redirectCreateSchema>;

export const redirectSchema = z.object({
  id: z.string(),
  from: z.string(),
  match: z.enum(redirectMatches),
  status: z.enum(redirectStatuses),
  /** null for 410. */
  target: z.string().nullable(),
  hits: z.number().int(),
  /** ISO 8601, null before the first. */
  lastHitAt: z.string().nullable(),
  createdBy: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const redirectListSchema = z.object({ items: z.array(redirectSchema) });
export type RedirectList = z.infer<typeof redirectListSchema>;

// A malformed id is an unknown redirect (404).
export const redirectParamsSchema = z.object({ id: z.string().max(100) });
