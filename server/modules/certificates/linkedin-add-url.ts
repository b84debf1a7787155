// LinkedIn's "Add licence or certification" form, filled in from a link (its add-to-profile URL): the
// student lands on their profile with the certificate's name, issuer, dates, code and verification URL set.

export type LinkedInCertification = {
  /** What LinkedIn shows as the certification's name. */
  name: string;
  /** The issuing organisation's LinkedIn company id; without it LinkedIn shows organizationName as text. */
  organizationId?: string;
  organizationName: string;
  /** The issue date as printed on the certificate (YYYY-MM-DD, the school's calendar). */
  issuedOn: string;
  certUrl: string;
  certId: string;
};

export function linkedInAddUrl(certification: LinkedInCertification): string {
  const query = new URLSearchParams({ startTask: "CERTIFICATION_NAME", name: certification.name });
  if (certification.organizationId) query.set("organizationId", certification.organizationId);
  else query.set("organizationName", certification.organizationName);
  // LinkedIn asks for the month and year only: those of the date the certificate shows.
  const [year, month] = certification.issuedOn.split("-").map(Number) as [number, number];
  query.set("issueYear", String(year));
  query.set("issueMonth", String(month));
  query.set("certUrl", certification.certUrl);
  query.set("certId", certification.certId);
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
