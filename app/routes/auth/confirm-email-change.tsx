import { EmailLinkPage, NextLink } from "#app/features/account-email/email-link-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import { accountEmailApi } from "#contracts/api/account-email.ts";
import { confirmEmailChangePage } from "#contracts/page-heads/confirm-email-change.ts";
import type { Route } from "./+types/confirm-email-change";

// The mailed link is /confirm-email-change?token=... (the token in the query, as /reset-password?token=). No
// Referer carries it away (the meta below; the security headers' rule for token URLs says the same).
export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request, confirmEmailChangePage.path) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo, confirmEmailChangePage),
  { name: "referrer", content: "no-referrer" },
];

export default function ConfirmEmailChangePage() {
  return (
    <EmailLinkPage
      title={accountEmailMessages.confirmChangeTitle}
      intro={accountEmailMessages.confirmChangeIntro}
      button={accountEmailMessages.confirmChangeButton}
      pendingLabel={accountEmailMessages.confirming}
      endpoint={accountEmailApi.confirmEmailChange}
      next={<NextLink to="/profile">Go to your profile</NextLink>}
      recovery={<NextLink to="/profile">Go to your profile</NextLink>}
    />
  );
}
