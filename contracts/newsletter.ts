import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";

export const newsletterSubscribeSchema = z.object({
  email: z.string().trim().toLowerCase().max(limits.emailMax).pipe(z.email()),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
