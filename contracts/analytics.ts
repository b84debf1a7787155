import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";

export const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(limits.pathMax).startsWith("/"),
  referrer: z.string().max(limits.referrerMax).optional(),
  screenWidth: z.number().int().min(0).max(20_000).optional(),
});
export type PageViewInput = z.input<typeof pageViewSchema>;
