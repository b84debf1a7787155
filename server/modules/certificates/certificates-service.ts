import type { Database } from "#server/db/client.ts";
import type { CertificateContext } from "./certificate-context.ts";
import { certificateUrls } from "./certificate-urls.ts";
import { createCertificatesRepository, type NewCertificate } from "./certificates-repository.ts";
import { downloadCertificateCredential, signedCredentialOf } from "./download-certificate-credential.ts";
import { certificatePdfOf, downloadCertificatePdf } from "./download-certificate-pdf.ts";
import { findCertificate } from "./find-certificate.ts";
import { signedRevocationList } from "./revocation-status-list.ts";
import { createSigningKeys } from "./signing-keys.ts";
import { createSigningKeysRepository } from "./signing-keys-repository.ts";
import { verifyCertificate } from "./verify-certificate.ts";

type Deps = { db: Database; publicUrl: string; signingKeyPem?: string };

/**
 * Everything about a certificate that exists (issue 16): issuing code inserts one (`insert`), anyone with its
 * code verifies it and downloads its PDF and Open Badges credential, and the public keys and the revocation
 * status list are published.
 */
export function createCertificatesService({ db, publicUrl, signingKeyPem }: Deps) {
  const urls = certificateUrls(publicUrl);
  const context: CertificateContext = { publicUrl, urls };
  const repository = createCertificatesRepository(db);
  const keys = createSigningKeys({
    repository: createSigningKeysRepository(db),
    envPrivateKeyPem: signingKeyPem,
    keyUrl: urls.key,
  });
  const deps = { ...context, repository, keys };

  return {
    /** Issues a certificate under a fresh unique code; the caller checks the rules first. */
    insert: (certificate: NewCertificate) => repository.insert(certificate),
    /** The public page's absolute URL for a code (for mails and the student's list). */
    verificationUrl: (code: string) => urls.page(code),
    verify: (rawCode: string) => verifyCertificate(deps, rawCode),
    pdf: (rawCode: string) => downloadCertificatePdf(deps, rawCode),
    credential: (rawCode: string) => downloadCertificateCredential(deps, rawCode),
    /** The artifacts of a known certificate, revoked or not (a mail attachment, an admin preview). */
    pdfOf: async (code: string) => certificatePdfOf(context, await findCertificate(repository, code)),
    credentialOf: async (code: string) => signedCredentialOf(deps, await findCertificate(repository, code)),
    publicKeys: async () => ({ keys: await keys.publicKeys() }),
    publicKey: (keyId: string) => keys.publicKey(keyId),
    /** The revocation status list every credential points at, as a VC-JWT (decision 0041). */
    revocationList: () => signedRevocationList(deps),
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
