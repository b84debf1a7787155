import type { CertificateFactsRepository } from "./certificate-facts-repository.ts";
import type { CertificateIssuingRepository } from "./certificate-issuing-repository.ts";
import type { CertificateUrls } from "./certificate-urls.ts";

/** What the issuing use cases need (one file each in this folder). */
export type CertificateIssuingDeps = {
  issuing: CertificateIssuingRepository;
  facts: CertificateFactsRepository;
  urls: CertificateUrls;
  publicUrl: string;
  /** Starts mail delivery once a certificate and its mail are committed (the mail service's deliverPending). */
  deliverMail: () => Promise<unknown>;
  runInBackground: (name: string, task: () => Promise<unknown>) => void;
  now: () => Date;
  /** Told of a failure a sweep carried on past (logged). */
  onError?: (error: unknown) => void;
};
