import { type MetaFunction, useParams, useSearchParams } from "react-router";
import { passwordResetMessages } from "../../../contracts/password-reset.ts";
import { PasswordResetCard } from "../../features/password-reset/password-reset-card.tsx";
import { MissingResetToken, ResetPasswordForm } from "../../features/password-reset/reset-password-form.tsx";
import { pageMeta } from "../../features/site/page-meta.ts";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Reset Password | AI Labs",
    description: "Choose a new password for your AI Labs account.",
    noindex: true,
  });

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
