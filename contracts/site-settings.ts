import { z } from "zod";

/** How this deployment takes payments (PAYMENTS_PROVIDER, decision 0018), as the pages need to know it. */
export const paymentsModeSchema = z.object({
  /** "none": no online payment; the course and checkout pages offer admissions instead of Enroll. */
  provider: z.enum(["stripe", "test", "none"]),
  /** The built-in test provider on a public address: every page shows a "payments are not real" strip. */
  testModeNotice: z.boolean(),
});
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

// The spec's {phone} and {email} placeholders (values the admin can change later), and the payments mode.
export const siteSettingsSchema = z.object({
  phone: z.string(),
  email: z.string(),
  /** The promotional banner of upcoming batches on every page; an admin turns it off in Settings. */
  promoBanner: z.boolean(),
  payments: paymentsModeSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
