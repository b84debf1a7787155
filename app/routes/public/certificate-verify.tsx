import { data, redirect } from "react-router";
import { certificateJsonLd } from "#app/features/certificates/certificate-json-ld.ts";
import { CertificateVerificationPage } from "#app/features/certificates/certificate-verification-page.tsx";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { certificatesApi } from "#contracts/api/certificates.ts";
import type { CertificateVerification } from "#contracts/certificates.ts";
import { certificatePageText } from "#contracts/certificates-text.ts";
import { sameForEveryone } from "#contracts/page-sharing.ts";
import { pageTitle } from "#contracts/page-title.ts";
import type { Route } from "./+types/certificate-verify";

// /certificates/:code (issue 16, decision 0039): public, noindex, never in the sitemap (no page source lists
// it). Nothing here depends on who reads it, so signed-in readers share one copy (decision 0031).
export const handle = sameForEveryone;

export async function loader({ context, params }: Route.LoaderArgs) {
  let certificate: CertificateVerification;
  try {
    certificate = await apiGet(context.get(serverApiContext), certificatesApi.verify, {
      params: { code: params.code },
    });
  } catch (error) {
    // Unknown (or not a code at all): the page says so, with a real 404 status.
    if (serverApiStatus(error) === 404)
      return data({ certificate: null, code: params.code }, { status: 404 });
    throw error;
  }
  // One address per certificate: a code typed in lower case or without dashes moves to the printed form.
  if (certificate.code !== params.code) throw redirect(`/certificates/${certificate.code}`, 301);
  return { certificate };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const certificate = loaderData?.certificate;
  const title = certificate
    ? `${certificate.recipientName}: ${certificate.courseTitle} certificate`
    : certificatePageText.unknownTitle;
  const tags: Route.MetaDescriptors = [
    { title: pageTitle(title) },
    {
      name: "description",
      content: certificate
        ? `${certificate.status === "valid" ? "Valid" : "Revoked"} AI Labs certificate ${certificate.code}: ${certificate.recipientName}, ${certificate.courseTitle}.`
        : certificatePageText.description,
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
  if (certificate) tags.push({ tagName: "link", rel: "canonical", href: certificate.verificationUrl });
  if (certificate?.status === "valid") tags.push({ "script:ld+json": certificateJsonLd(certificate) });
  return tags;
};

export default function CertificateVerifyRoute({ loaderData }: Route.ComponentProps) {
  return <CertificateVerificationPage {...loaderData} />;
}
