import { MailCheckIcon } from "lucide-react";
import { useId, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { CaptchaHint } from "#app/features/auth/captcha-hint.tsx";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { usePreload } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { passwordResetMessages } from "#contracts/password-reset-text.ts";
import { showErrorToast } from "./error-toast.tsx";
import { requestPasswordReset } from "./password-reset-api.ts";
import { forgotPasswordSchema } from "./reset-contract.ts";

/** SPEC.md sections 2, 4, 5 and 8: idle, submitting, then sent (the panel) or idle again with a toast. */
export function ForgotPasswordForm() {
  const [token, setToken] = useState("");
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  usePreload(forgotPasswordSchema);
  const hintId = `${useId()}-captcha-hint`;

  const form = useForm({
    initialValues: { email: "" },
    fields: ["email"],
    schema: forgotPasswordSchema,
    toInput: (values) => ({ email: values.email, recaptchaToken: token }),
    // SPEC.md section 5: the address is revalidated on every change.
    revalidate: "change",
    canSubmit: token !== "",
    unavailableMessage: passwordResetMessages.forgotFailed,
    // A failure is a toast (SPEC.md section 8), not a message at the field.
    serverFields: [],
    failureMessage: () => null,
    send: requestPasswordReset,
    onSuccess: () => {
      toast({
        title: passwordResetMessages.emailSentToastTitle,
        description: passwordResetMessages.emailSentToastBody,
      });
    },
    onError: (failure) => {
      setToken("");
      setCaptchaKey((key) => key + 1);
      showErrorToast(failure.message, () => form.focus("email"));
    },
  });

  if (form.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheckIcon aria-hidden="true" className="size-10 text-emerald-600" />
        <h2 className="text-lg font-semibold text-slate-900">{passwordResetMessages.checkEmailTitle}</h2>
        <p className="text-slate-700">{passwordResetMessages.checkEmailBody}</p>
      </div>
    );
  }

  const hasEmail = form.values.email.trim() !== "";
  const showHint = hasEmail && !token;

  return (
    <Form
      onSubmit={(event) => (hasEmail ? form.onSubmit(event) : event.preventDefault())}
      pending={form.isPending}
      className="grid gap-4"
    >
      <Field name="email" label={passwordResetMessages.emailLabel} error={form.errors.email}>
        <Input
          {...form.bind("email")}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </Field>
      {/* Above the widget: the hint's wording points "below" to it. */}
      {showHint ? <CaptchaHint id={hintId} /> : null}
      <CaptchaWidget key={captchaKey} onToken={setToken} />
      <SubmitButton
        pending={form.isPending}
        pendingLabel={passwordResetMessages.sending}
        className="w-full"
        disabled={!hasEmail || !token}
        aria-describedby={showHint ? hintId : undefined}
      >
        {passwordResetMessages.sendLink}
      </SubmitButton>
    </Form>
  );
}
