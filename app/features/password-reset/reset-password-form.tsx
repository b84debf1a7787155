import { CircleCheckIcon } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Field, FieldError } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { apiFieldIssues } from "#app/lib/form-errors.ts";
import { usePreload } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { passwordResetLimits, passwordResetMessages } from "#contracts/password-reset-text.ts";
import { showErrorToast } from "./error-toast.tsx";
import { resetPassword } from "./password-reset-api.ts";
import { resetPasswordSchema } from "./reset-contract.ts";

/** The link is missing, or the server says it is unknown, spent or expired: offer a new one. */
function InvalidLinkAlert() {
  return (
    <div className="grid gap-3">
      <FormAlert tone="error">{passwordResetMessages.invalidLinkBody}</FormAlert>
      <Link
        to="/forgot-password"
        className="text-center font-medium text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline"
      >
        {passwordResetMessages.requestNewLink}
      </Link>
    </div>
  );
}

/**
 * SPEC.md sections 2, 4, 5 and 8: validates on submit and revalidates on every change after that; on
 * success shows the panel and goes to /auth after 3 seconds; a failure is a toast with 'Try again'.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [linkRejected, setLinkRejected] = useState(false);
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const captchaErrorId = `${useId()}-captcha-error`;
  usePreload(resetPasswordSchema);

  const form = useForm({
    initialValues: { newPassword: "", confirmPassword: "", recaptchaToken: "" },
    fields: ["newPassword", "confirmPassword", "recaptchaToken"],
    schema: resetPasswordSchema,
    toInput: (values) => ({ token, ...values }),
    revalidate: "afterSubmit",
    unavailableMessage: passwordResetMessages.resetFailed,
    // The captcha is reset below anyway; its server verdict would only confuse the fresh widget.
    serverFields: ["newPassword", "confirmPassword"],
    // A failure is a toast with 'Try again' (SPEC.md section 8), not a message above the form.
    failureMessage: () => null,
    send: resetPassword,
    onSuccess: () => {
      toast({
        title: passwordResetMessages.resetToastTitle,
        description: passwordResetMessages.resetToastBody,
      });
    },
    onError: (failure) => {
      if (apiFieldIssues(failure).some((item) => item.field === "token")) setLinkRejected(true);
      form.setValue("recaptchaToken", "", { quiet: true });
      setCaptchaKey((key) => key + 1);
      showErrorToast(failure.message, () => form.focus("newPassword"));
    },
  });

  const done = form.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate("/auth"), passwordResetLimits.redirectAfterResetMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CircleCheckIcon aria-hidden="true" className="size-10 text-emerald-600" />
        <h2 className="text-lg font-semibold text-slate-900">{passwordResetMessages.resetSuccessTitle}</h2>
        <p className="text-slate-700">{passwordResetMessages.resetSuccessBody}</p>
      </div>
    );
  }

  const captchaError = form.errors.recaptchaToken;
  return (
    // Posted without scripts (decision 0021), the form goes to the path without the token: the server
    // logs the path of a request it cannot handle, and the token is a secret.
    <Form action="/reset-password" onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
      {linkRejected ? <InvalidLinkAlert /> : null}
      <Field
        name="newPassword"
        label={passwordResetMessages.newPasswordLabel}
        error={form.errors.newPassword}
      >
        <Input {...form.bind("newPassword")} type="password" autoComplete="new-password" required />
      </Field>
      <Field
        name="confirmPassword"
        label={passwordResetMessages.confirmPasswordLabel}
        error={form.errors.confirmPassword}
      >
        <Input {...form.bind("confirmPassword")} type="password" autoComplete="new-password" required />
      </Field>
      <div className="grid gap-1.5">
        <CaptchaWidget key={captchaKey} onToken={(next) => form.setValue("recaptchaToken", next)} />
        <FieldError id={captchaErrorId} message={captchaError} />
      </div>
      <SubmitButton
        pending={form.isPending}
        pendingLabel={passwordResetMessages.resetting}
        className="w-full"
        aria-describedby={captchaError ? captchaErrorId : undefined}
      >
        {passwordResetMessages.resetButton}
      </SubmitButton>
    </Form>
  );
}

/** No token in the path or the query: nothing to submit, say so once (SPEC.md sections 4 and 8). */
export function MissingResetToken() {
  useEffect(() => {
    toast({
      variant: "destructive",
      title: passwordResetMessages.invalidLinkTitle,
      description: passwordResetMessages.invalidLinkBody,
    });
  }, []);
  return <InvalidLinkAlert />;
}
