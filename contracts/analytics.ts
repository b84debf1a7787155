import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";

/** A utm_* value kept with a view; longer ones are cut, not refused (a visitor never sees an error for a link). */
export const utmMax = 100;
const utm = z
  .string()
  .transform((value) => value.trim().slice(0, utmMax))
  .optional();

export const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(limits.pathMax).startsWith("/"),
  referrer: z.string().max(limits.referrerMax).optional(),
  screenWidth: z.number().int().min(0).max(20_000).optional(),
  /** The first view of a visit: the tab was opened from outside the site (SPEC's call carries it since issue 20). */
  entry: z.boolean().optional(),
  /** The landing URL's campaign parameters, sent with the entry view only. */
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
});
export type PageViewInput = z.input<typeof pageViewSchema>;
