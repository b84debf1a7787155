import type {
  newsletterConfirmResponseSchema,
  newsletterPreferencesSavedSchema,
  newsletterPreferencesSchema,
  newsletterPreferencesUpdateSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from "#contracts/newsletter.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const newsletterApi = {
  subscribe: endpoint("POST", "/api/newsletter/subscribe")
    .body<In<typeof newsletterSubscribeSchema>>()
    .returns<Out<typeof newsletterSubscribeResponseSchema>>(),
  /** The confirmation page's button: the token from the mail's link, in the body (never in a URL we log). */
  confirm: endpoint("POST", "/api/newsletter/confirm")
    .body<In<typeof newsletterTokenSchema>>()
    .returns<Out<typeof newsletterConfirmResponseSchema>>(),
  /** A newsletter mail's unsubscribe link: takes effect at once, answers a short HTML page. */
  unsubscribe: endpoint("GET", "/api/newsletter/unsubscribe")
    .query<Query<typeof newsletterTokenSchema>>()
    .returns<string>(),
  /** RFC 8058's one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address. */
  oneClickUnsubscribe: endpoint("POST", "/api/newsletter/unsubscribe")
    .query<Query<typeof newsletterTokenSchema>>()
    .returns<string>(),
  /** The preferences page's read, with the token of the link at the foot of every campaign mail. */
  preferences: endpoint("GET", "/api/newsletter/preferences")
    .query<Query<typeof newsletterTokenSchema>>()
    .returns<Out<typeof newsletterPreferencesSchema>>(),
  /** The preferences page's save: topics, pause, unsubscribe from all or subscribe again. */
  savePreferences: endpoint("PUT", "/api/newsletter/preferences")
    .body<In<typeof newsletterPreferencesUpdateSchema>>()
    .returns<Out<typeof newsletterPreferencesSavedSchema>>(),
};
