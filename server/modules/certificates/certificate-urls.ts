import { certificatesApi } from "#contracts/api/certificates.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";

// Where a certificate, its keys and its revocation status list live (decisions 0039, 0041). Absolute URLs
// start from PUBLIC_URL, never the Host header: they are printed on PDFs and signed into credentials that
// outlive the request.

export function certificatePagePath(code: string): string {
  return `/certificates/${code}`;
}

export function certificateUrls(publicUrl: string) {
  return {
    page: (code: string) => `${publicUrl}${certificatePagePath(code)}`,
    pdfPath: (code: string) => endpointUrl(certificatesApi.pdf, { params: { code } }),
    credentialPath: (code: string) => endpointUrl(certificatesApi.credential, { params: { code } }),
    course: (slug: string) => `${publicUrl}/courses/${slug}`,
    key: (id: string) => `${publicUrl}${endpointUrl(certificatesApi.signingKey, { params: { keyId: id } })}`,
    /** The revocation status list: signed into every credential, so absolute and never changed lightly. */
    revocationList: `${publicUrl}${endpointUrl(certificatesApi.revocationList)}`,
  };
}
export type CertificateUrls = ReturnType<typeof certificateUrls>;
