import { EmailLinkPage, NextLink } from "#app/features/account-email/email-link-page.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { newsletterApi } from "#contracts/api/newsletter.ts";
import { newsletterMessages } from "#contracts/messages.ts";
import { newsletterConfirmPage } from "#contracts/page-heads/newsletter-confirm.ts";
import type { Route } from "./+types/newsletter-confirm";

// The newsletter's confirmation mail links here with ?token= (issue 22's double opt-in). The token is used
// only when the person presses the button, so a mail scanner fetching the link subscribes no one; no
// Referer carries the token away.
export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request, newsletterConfirmPage.path) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo, newsletterConfirmPage),
  { name: "referrer", content: "no-referrer" },
];

export default function NewsletterConfirmPage() {
  return (
    <EmailLinkPage
      title={newsletterMessages.confirmTitle}
      intro={newsletterMessages.confirmIntro}
      button={newsletterMessages.confirmButton}
      pendingLabel={newsletterMessages.confirming}
      endpoint={newsletterApi.confirm}
      failure={newsletterMessages.confirmFailed}
      next={<NextLink to="/courses">Browse the courses</NextLink>}
      recovery={<NextLink to="/">Go to the home page</NextLink>}
    />
  );
}
