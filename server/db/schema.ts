import * as accountEmail from "./schema/account-email.ts";
import * as admissions from "./schema/admissions.ts";
import * as analytics from "./schema/analytics.ts";
import * as assessments from "./schema/assessments.ts";
import * as assistant from "./schema/assistant.ts";
import * as audit from "./schema/audit.ts";
import * as auth from "./schema/auth.ts";
import * as batchesSchema from "./schema/batches.ts";
import * as captcha from "./schema/captcha.ts";
import * as careers from "./schema/careers.ts";
import * as catalog from "./schema/catalog.ts";
import * as checkout from "./schema/checkout.ts";
import * as community from "./schema/community.ts";
import * as communityModeration from "./schema/community-moderation.ts";
import * as content from "./schema/content.ts";
import * as enrollments from "./schema/enrollments.ts";
import * as leads from "./schema/leads.ts";
import * as learning from "./schema/learning.ts";
import * as mail from "./schema/mail.ts";
import * as newsletter from "./schema/newsletter.ts";
import * as newsletterCampaigns from "./schema/newsletter-campaigns.ts";
import * as notificationsSchema from "./schema/notifications.ts";
import * as pageBuilder from "./schema/page-builder.ts";
import * as pages from "./schema/pages.ts";
import * as passwordReset from "./schema/password-reset.ts";
import * as sandbox from "./schema/sandbox.ts";
import * as seo from "./schema/seo.ts";
import * as settings from "./schema/settings.ts";
import * as testPayments from "./schema/test-payments.ts";

// The full schema handed to Drizzle (relational queries need every table in one object). One file per
// owning module, named after its folder in server/modules (drizzle.config.ts reads server/db/schema/*.ts).
export const schema = {
  ...auth,
  ...audit,
  ...accountEmail,
  ...assistant,
  ...captcha,
  ...catalog,
  ...batchesSchema,
  ...enrollments,
  ...learning,
  ...assessments,
  ...mail,
  ...passwordReset,
  ...settings,
  ...newsletter,
  ...newsletterCampaigns,
  ...leads,
  ...analytics,
  ...admissions,
  ...careers,
  ...content,
  ...pages,
  ...pageBuilder,
  ...sandbox,
  ...seo,
  ...checkout,
  ...testPayments,
  ...community,
  ...notificationsSchema,
  ...communityModeration,
};
export type Schema = typeof schema;
