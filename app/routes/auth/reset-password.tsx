import { useParams, useSearchParams } from "react-router";
import { PasswordResetCard } from "#app/features/password-reset/password-reset-card.tsx";
import { MissingResetToken, ResetPasswordForm } from "#app/features/password-reset/reset-password-form.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { resetPasswordPage } from "#contracts/page-heads/reset-password.ts";
import { passwordResetMessages } from "#contracts/password-reset-text.ts";
import type { Route } from "./+types/reset-password";

// The emailed link carries the token in the path: the page's metadata is read for /reset-password.
export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request, resetPasswordPage.path) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, resetPasswordPage);

// Serves /reset-password/{token} (the emailed link) and /reset-password?token= (SPEC.md section 2).
export default function ResetPasswordPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const token = params.token ?? searchParams.get("token") ?? "";
  return (
    <PasswordResetCard
      title={passwordResetMessages.resetTitle}
      subtitle={passwordResetMessages.resetSubtitle}
    >
      {token ? <ResetPasswordForm token={token} /> : <MissingResetToken />}
    </PasswordResetCard>
  );
}
