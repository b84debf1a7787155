import { z } from "zod";
import "./zod-messages.ts";
import { limits } from "./limits.ts";

// SPEC.md section 3 "Contact request": name, email, phone, company (optional).
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1).max(limits.nameMax),
  email: z.string().trim().toLowerCase().max(limits.emailMax).pipe(z.email()),
  phone: z.string().trim().min(1).max(limits.phoneMax),
  company: z
    .string()
    .trim()
    .max(limits.companyMax)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

export const contactRequestResponseSchema = z.object({ message: z.string() });
