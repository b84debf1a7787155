import { z } from "zod";
import { spaceSchema, threadSummarySchema } from "./community.ts";
import { communityLimits as limits, communityText as text } from "./community-text.ts";
import "./zod-messages.ts";

// The instructor portal's view of the forum (issue 18): the spaces the caller moderates, those with
// unanswered questions first, and the unanswered questions themselves, oldest first (the longest waiting).
// "Unanswered": a live thread with no reply and no accepted answer.

export const teachingQuerySchema = z.object({
  page: z.coerce
    .number({ error: text.pageInvalid })
    .int(text.pageInvalid)
    .min(1, text.pageInvalid)
    .max(limits.pageMax, text.pageInvalid)
    .default(1),
});
export type TeachingQuery = z.output<typeof teachingQuerySchema>;

export const teachingSpaceSchema = spaceSchema.extend({ unanswered: z.number().int() });
export type TeachingSpace = z.infer<typeof teachingSpaceSchema>;

export const unansweredThreadSchema = threadSummarySchema.extend({ spaceTitle: z.string() });
export type UnansweredThread = z.infer<typeof unansweredThreadSchema>;

export const teachingOverviewSchema = z.object({
  spaces: z.array(teachingSpaceSchema),
  unanswered: z.object({
    items: z.array(unansweredThreadSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type TeachingOverview = z.infer<typeof teachingOverviewSchema>;
