import { endpoint } from "./endpoint.ts";

// The tracking pixel and signed links in sent mails (decision 0046): opened by mail clients, not by the app.
export const mailTrackingApi = {
  open: endpoint("GET", "/api/mail/t/o/:file").query<{ s?: string }>().returns<Blob>(),
  click: endpoint("GET", "/api/mail/t/c/:id").query<{ u?: string; s?: string }>().returns<never>(),
};
