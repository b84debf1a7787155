import type {
  subscriberFiltersSchema,
  subscriberImportResultSchema,
  subscriberImportSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
} from "#contracts/newsletter-admin.ts";
import { endpoint, type In, type Out, type Query } from "./endpoint.ts";

export const newsletterAdminApi = {
  /** Search and filter the subscribers, newest first, paginated. */
  subscribers: endpoint("GET", "/api/admin/newsletter/subscribers")
    .query<Query<typeof subscriberListQuerySchema>>()
    .returns<Out<typeof subscriberListSchema>>(),
  /** A CSV under an attestation of consent: all rows applied, or none (400 listing the problems). */
  importSubscribers: endpoint("POST", "/api/admin/newsletter/subscribers/import")
    .body<In<typeof subscriberImportSchema>>()
    .returns<Out<typeof subscriberImportResultSchema>>(),
  /** The filtered list as CSV (a download: the page links to it). */
  exportSubscribers: endpoint("GET", "/api/admin/newsletter/subscribers/export")
    .query<Query<typeof subscriberFiltersSchema>>()
    .returns<string>(),
  /** Erasure on request: the subscriber and their newsletter mails deleted, the address's hash suppressed. */
  eraseSubscriber: endpoint("DELETE", "/api/admin/newsletter/subscribers/:id").returns<undefined>(),
};
