import { z } from "zod";

// The spec's {phone} and {email} placeholders: values the admin can change later.
export const siteSettingsSchema = z.object({
  phone: z.string(),
  email: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
