import { ForgotPasswordForm } from "#app/features/password-reset/forgot-password-form.tsx";
import { PasswordResetCard } from "#app/features/password-reset/password-reset-card.tsx";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { forgotPasswordPage } from "#contracts/page-heads/forgot-password.ts";
import { passwordResetMessages } from "#contracts/password-reset-text.ts";
import type { Route } from "./+types/forgot-password";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { seo: await loadPageMeta(context, request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, forgotPasswordPage);

export default function ForgotPasswordPage() {
  return (
    <PasswordResetCard
      title={passwordResetMessages.forgotTitle}
      subtitle={passwordResetMessages.forgotSubtitle}
    >
      <ForgotPasswordForm />
    </PasswordResetCard>
  );
}
