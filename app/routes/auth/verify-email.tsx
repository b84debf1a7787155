import { EmailLinkPage, NextLink } from "#app/features/account-email/email-link-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import { accountEmailApi } from "#contracts/api/account-email.ts";
import { verifyEmailPage } from "#contracts/page-heads/verify-email.ts";
import type { Route } from "./+types/verify-email";

// The mailed link is /verify-email?token=... (the token in the query, as /reset-password?token=). No
// Referer carries it away (the meta below; the security headers' rule for token URLs says the same).
export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request, verifyEmailPage.path) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo, verifyEmailPage),
  { name: "referrer", content: "no-referrer" },
];

export default function VerifyPage() {
  return (
    <EmailLinkPage
      title={accountEmailMessages.verifyTitle}
      intro={accountEmailMessages.verifyIntro}
      button={accountEmailMessages.verifyButton}
      pendingLabel={accountEmailMessages.verifying}
      endpoint={accountEmailApi.verifyEmail}
      next={<NextLink to="/profile">Go to your profile</NextLink>}
      recovery={<NextLink to="/profile">Send a new link from your profile</NextLink>}
    />
  );
}
