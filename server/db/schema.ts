import * as accounts from "./schema/accounts.ts";
import * as admissions from "./schema/admissions.ts";
import * as analytics from "./schema/analytics.ts";
import * as assistant from "./schema/assistant.ts";
import * as captcha from "./schema/captcha.ts";
import * as careers from "./schema/careers.ts";
import * as catalog from "./schema/catalog.ts";
import * as content from "./schema/content.ts";
import * as enrollments from "./schema/enrollments.ts";
import * as mail from "./schema/mail.ts";
import * as marketing from "./schema/marketing.ts";
import * as passwordResets from "./schema/password-resets.ts";
import * as payments from "./schema/payments.ts";
import * as sandbox from "./schema/sandbox.ts";
import * as seo from "./schema/seo.ts";
import * as settings from "./schema/settings.ts";

// The full schema handed to Drizzle (relational queries need every table in one object).
export const schema = {
  ...accounts,
  ...assistant,
  ...captcha,
  ...catalog,
  ...enrollments,
  ...mail,
  ...passwordResets,
  ...settings,
  ...marketing,
  ...analytics,
  ...admissions,
  ...careers,
  ...content,
  ...sandbox,
  ...seo,
  ...payments,
};
export type Schema = typeof schema;
