import { z } from "zod";
import "./zod-messages.ts";

export { type BatchType, batchTypes } from "./batches-text.ts";

// SPEC.md section 3, "Upcoming batch": exactly these fields.
export const upcomingBatchSchema = z.object({
  type: z.string(),
  startDate: z.string().describe("ISO date (YYYY-MM-DD)"),
  schedule: z.string(),
  seatsAvailable: z.number().int(),
  course: z.object({ title: z.string() }),
});
export type UpcomingBatch = z.infer<typeof upcomingBatchSchema>;

export const upcomingBatchesResponseSchema = z.array(upcomingBatchSchema);
