import type { MetaFunction } from "react-router";
import { passwordResetMessages } from "../../../contracts/password-reset.ts";
import { ForgotPasswordForm } from "../../features/password-reset/forgot-password-form.tsx";
import { PasswordResetCard } from "../../features/password-reset/password-reset-card.tsx";
import { pageMeta } from "../../features/site/page-meta.ts";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Forgot Password | AI Labs",
    description: "Request a link to reset your AI Labs password.",
    noindex: true,
  });

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
