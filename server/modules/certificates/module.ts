import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { defineModule } from "#server/lib/server-module.ts";
import { certificatePageLimit } from "./certificate-page-limit.ts";
import { certificateRoutes } from "./certificate-routes.ts";
import { createCertificatesService } from "./certificates-service.ts";

type Deps = { db: Database; config: Config };

// Certificates (issue 16, decision 0039): codes, the PDF, the Open Badges 3.0 credential, the public
// verification and the signing keys. Which student earns one, and when, is decided by the issuing code, which
// calls `certificates.insert`.
export const certificatesModule = defineModule({
  name: "certificates",
  create: ({ db, config }: Deps) => ({
    certificates: createCertificatesService({
      db,
      publicUrl: config.publicUrl,
      signingKeyPem: config.CREDENTIAL_SIGNING_KEY,
    }),
  }),
  routes: async (app, { certificates }) => {
    await app.register(certificatePageLimit);
    await app.register(certificateRoutes, { service: certificates });
  },
});
