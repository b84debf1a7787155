import { EmailLinkPage, NextLink } from "#app/features/account-email/email-link-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import { accountEmailApi } from "#contracts/api/account-email.ts";
import { cancelEmailChangePage } from "#contracts/page-heads/cancel-email-change.ts";
import type { Route } from "./+types/cancel-email-change";

// The mailed link is /cancel-email-change?token=... (the token in the query, as /reset-password?token=). No
// Referer carries it away (the meta below; the security headers' rule for token URLs says the same).
export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request, cancelEmailChangePage.path) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo, cancelEmailChangePage),
  { name: "referrer", content: "no-referrer" },
];

export default function CancelEmailChangePage() {
  return (
    <EmailLinkPage
      title={accountEmailMessages.cancelChangeTitle}
      intro={accountEmailMessages.cancelChangeIntro}
      button={accountEmailMessages.cancelChangeButton}
      pendingLabel={accountEmailMessages.cancelling}
      endpoint={accountEmailApi.cancelEmailChange}
      next={<NextLink to="/forgot-password">Reset your password</NextLink>}
      recovery={<NextLink to="/forgot-password">Reset your password</NextLink>}
    />
  );
}
