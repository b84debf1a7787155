import { z } from "zod";

// ARCHITECTURE.md section 4: one error shape, read by both of the spec's client paths.
export const apiErrorSchema = z.object({
  error: z.string(),
  errors: z.array(z.object({ message: z.string(), field: z.string().optional() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
