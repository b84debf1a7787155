import type { Config } from "#server/config.ts";
import type { AppLogger } from "#server/core.ts";
import type { Database } from "#server/db/client.ts";
import type { BackgroundTasks } from "#server/lib/background-tasks.ts";
import { sweepJob } from "#server/lib/periodic-job.ts";
import { defineModule } from "#server/lib/server-module.ts";
import type { MailService } from "#server/modules/mail/service.ts";
import { createCertificateFactsRepository } from "./certificate-facts-repository.ts";
import { createCertificateIssuingRepository } from "./certificate-issuing-repository.ts";
import { certificateIssuingRoutes } from "./certificate-issuing-routes.ts";
import { createCertificateIssuingService } from "./certificate-issuing-service.ts";
import { certificatePageLimit } from "./certificate-page-limit.ts";
import { certificateRoutes } from "./certificate-routes.ts";
import { certificateUrls } from "./certificate-urls.ts";
import { createCertificatesService } from "./certificates-service.ts";

type Deps = { db: Database; config: Config; mail: MailService; background: BackgroundTasks; log?: AppLogger };

// Certificates (issue 16, decision 0039): codes, the PDF, the Open Badges 3.0 credential, the public
// verification and the signing keys; and issuing: the course's rule read from the student's record, issued
// (with its mail) when met, by an admin by hand, revoked with a reason, and the student's own list. It comes
// before learning in server/services.ts: a completed lesson asks `certificateIssuing.issueIfEarned`.
export const certificatesModule = defineModule({
  name: "certificates",
  create: ({ db, config, mail, background, log }: Deps) => {
    const certificateIssuing = createCertificateIssuingService({
      issuing: createCertificateIssuingRepository(db),
      facts: createCertificateFactsRepository(db),
      urls: certificateUrls(config.publicUrl),
      publicUrl: config.publicUrl,
      deliverMail: () => mail.deliverPending(),
      runInBackground: (name, task) => background.run(name, task),
      now: () => new Date(),
      onError: (error) =>
        log?.error({ err: error, event: "certificates.check_failed" }, "a certificate check failed"),
    });
    return {
      certificates: createCertificatesService({
        db,
        publicUrl: config.publicUrl,
        signingKeyPem: config.CREDENTIAL_SIGNING_KEY,
      }),
      certificateIssuing,
      // Every 10 minutes: students who finished a course but whose attendance share only now reaches its bar.
      certificateSweep: sweepJob(
        background,
        "certificates.sweep",
        certificateIssuing.sweep,
        10 * 60_000,
        (count) =>
          log?.info({ event: "certificates.issued_by_sweep", count }, "certificates issued by the sweep"),
      ),
    };
  },
  routes: async (app, { certificates, certificateIssuing }) => {
    await app.register(certificatePageLimit);
    await app.register(certificateRoutes, { service: certificates });
    await app.register(certificateIssuingRoutes, { service: certificateIssuing });
  },
});
