import { describe, expect, it } from "vitest";
import type { ValidCertificate } from "#contracts/certificates.ts";
import { certificateJsonLd } from "./certificate-json-ld.ts";

const certificate: ValidCertificate = {
  status: "valid",
  code: "7K3M-9QXH-2WPA-4RZD",
  recipientName: "Maya Chen",
  courseTitle: "AI Engineering",
  courseUrl: "https://ailabs.test/courses/ai-engineers",
  instructorNames: ["Leo Park"],
  issuedAt: "2026-03-31T18:45:12.000Z",
  issuedOn: "2026-03-31",
  verificationUrl: "https://ailabs.test/certificates/7K3M-9QXH-2WPA-4RZD",
  issuer: { name: "AI Labs", url: "https://ailabs.test" },
  pdfPath: "/api/certificates/7K3M-9QXH-2WPA-4RZD/pdf",
  credentialPath: "/api/certificates/7K3M-9QXH-2WPA-4RZD/credential",
  linkedInUrl: "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME",
};

describe("certificateJsonLd", () => {
  it("describes the certificate as an EducationalOccupationalCredential recognised by the school", () => {
    expect(certificateJsonLd(certificate)).toEqual({
      "@context": "https://schema.org",
      "@type": "EducationalOccupationalCredential",
      name: "AI Engineering certificate",
      description: "Maya Chen completed the AI Engineering course at AI Labs.",
      url: "https://ailabs.test/certificates/7K3M-9QXH-2WPA-4RZD",
      identifier: "7K3M-9QXH-2WPA-4RZD",
      credentialCategory: "certificate",
      dateCreated: "2026-03-31T18:45:12.000Z",
      educationalLevel: "Professional",
      recognizedBy: { "@type": "Organization", name: "AI Labs", url: "https://ailabs.test" },
      about: { "@type": "Thing", name: "AI Engineering", url: "https://ailabs.test/courses/ai-engineers" },
    });
  });
});
