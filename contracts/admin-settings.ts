import { z } from "zod";
import "./zod-messages.ts";
import { adminSettingsMessages, integrationNames } from "./admin-settings-text.ts";
import { chatEmailPattern, isValidChatPhone } from "./chat.ts";
import { limits } from "./limits.ts";
import { recordVersionSchema } from "./record-version.ts";

export {
  adminSettingsMessages,
  type IntegrationName,
  integrationLabels,
  integrationNames,
  integrationTestLabels,
} from "./admin-settings-text.ts";

// The admin's Settings (issue 17, decision 0046): the site's {phone} and {email} (SPEC.md), the promo
// banner on or off, one version for the three; and the integrations' status and test actions.

/** GET /api/admin/settings and the answer of a save. */
export const adminSiteSettingsSchema = z.object({
  phone: z.string(),
  email: z.string(),
  promoBanner: z.boolean(),
  /** Sent back with a save; another save in between makes it 409. */
  version: z.number().int(),
  /** ISO 8601, the last save (null before the first). */
  updatedAt: z.string().nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

/** PUT /api/admin/settings: the whole form, with the version it was opened with. */
export const adminSiteSettingsUpdateSchema = z.strictObject({
  // The chat form's phone rule (SPEC.md section 5): at least 10 characters, up to 16 digits.
  phone: z
    .string({ error: adminSettingsMessages.phoneRequired })
    .trim()
    .min(1, { error: adminSettingsMessages.phoneRequired, abort: true })
    .max(limits.phoneMax, { error: adminSettingsMessages.phoneInvalid, abort: true })
    .refine(isValidChatPhone, adminSettingsMessages.phoneInvalid),
  email: z
    .string({ error: adminSettingsMessages.emailRequired })
    .trim()
    .min(1, { error: adminSettingsMessages.emailRequired, abort: true })
    .max(limits.emailMax, { error: adminSettingsMessages.emailInvalid, abort: true })
    .regex(chatEmailPattern, adminSettingsMessages.emailInvalid),
  promoBanner: z.boolean({ error: "Choose whether the banner shows" }),
  version: recordVersionSchema,
});
export type AdminSiteSettingsUpdate = z.output<typeof adminSiteSettingsUpdateSchema>;
export type AdminSiteSettingsUpdateInput = z.input<typeof adminSiteSettingsUpdateSchema>;

/** One integration as the page lists it; never a secret, at most a key's last 4 characters. */
export const integrationStatusSchema = z.object({
  name: z.enum(integrationNames),
  /** The provider at work: "smtp", "outbox", "stripe", "test", "none", "zoom", "manual", "llm", "retrieval"... */
  provider: z.string(),
  /** The same as a person reads it ("SMTP", "Local outbox (nothing leaves the machine)"). */
  providerLabel: z.string(),
  /** Facts about the set-up (host, sender, model, the key's last 4 characters). */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Whether a test can say anything (a provider that calls nobody has nothing to check). */
  testable: z.boolean(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;
export const integrationsSchema = z.object({ items: z.array(integrationStatusSchema) });

export const integrationParamsSchema = z.object({ name: z.string().max(40) });

/** The answer of a test: ok, or the provider's error in plain words. */
export const integrationTestResultSchema = z.object({
  name: z.enum(integrationNames),
  ok: z.boolean(),
  message: z.string(),
  /** ISO 8601. */
  checkedAt: z.string(),
});
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;
