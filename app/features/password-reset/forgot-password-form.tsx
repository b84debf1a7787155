import { MailCheckIcon } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { AuthField } from "#app/features/auth/auth-field.tsx";
import { CaptchaHint } from "#app/features/auth/captcha-hint.tsx";
import { passwordResetContract, usePreload } from "#app/features/auth/lazy-contracts.ts";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { passwordResetMessages } from "#contracts/password-reset-text.ts";
import { showErrorToast } from "./error-toast.tsx";
import { requestPasswordReset } from "./password-reset-api.ts";

type PasswordResetContract = NonNullable<ReturnType<typeof passwordResetContract.get>>;

function emailError(contract: PasswordResetContract, value: string): string | undefined {
  const result = contract.forgotPasswordSchema.shape.email.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** SPEC.md sections 2, 4, 5 and 8: idle, submitting, then sent (the panel) or idle again with a toast. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [token, setToken] = useState("");
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const emailInput = useRef<HTMLInputElement | null>(null);
  // The latest address, for a revalidation that had to wait for the schema to arrive.
  const latestEmail = useRef(email);
  usePreload(passwordResetContract);
  const earlyInput = useEarlyInput();
  const idPrefix = useId();
  const hintId = `${idPrefix}-captcha-hint`;

  const mutation = useSubmission({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      toast({
        title: passwordResetMessages.emailSentToastTitle,
        description: passwordResetMessages.emailSentToastBody,
      });
    },
    onError: (failure) => {
      setToken("");
      setCaptchaKey((key) => key + 1);
      showErrorToast(failure.message, () => emailInput.current?.focus());
    },
  });

  if (mutation.isSuccess) {
    return (
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <MailCheckIcon aria-hidden="true" className="size-10 text-emerald-600" />
        <h2 className="text-lg font-semibold text-slate-900">{passwordResetMessages.checkEmailTitle}</h2>
        <p className="text-slate-700">{passwordResetMessages.checkEmailBody}</p>
      </div>
    );
  }

  const hasEmail = email.trim() !== "";
  const showHint = hasEmail && !token;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !hasEmail || !token) return;
    let contract: PasswordResetContract;
    try {
      contract = passwordResetContract.get() ?? (await passwordResetContract.load());
    } catch {
      showErrorToast(passwordResetMessages.forgotFailed, () => emailInput.current?.focus());
      return;
    }
    const result = contract.forgotPasswordSchema.safeParse({ email, recaptchaToken: token });
    if (!result.success) {
      setError(emailError(contract, email));
      emailInput.current?.focus();
      return;
    }
    mutation.mutate(result.data);
  };

  return (
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={mutation.isPending}
    >
      <AuthField
        ref={emailInput}
        id={`${idPrefix}-email`}
        label={passwordResetMessages.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => {
          const next = event.target.value;
          setEmail(next);
          latestEmail.current = next;
          // SPEC.md section 5: the address is revalidated on every change.
          const contract = passwordResetContract.get();
          if (contract) setError(emailError(contract, next));
          else
            void passwordResetContract
              .load()
              .then((loaded) => setError(emailError(loaded, latestEmail.current)))
              .catch(() => undefined);
        }}
        error={error}
      />
      {/* Above the widget: the hint's wording points "below" to it. */}
      {showHint ? <CaptchaHint id={hintId} /> : null}
      <CaptchaWidget key={captchaKey} onToken={setToken} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={mutation.isPending || !hasEmail || !token}
        aria-describedby={showHint ? hintId : undefined}
      >
        {mutation.isPending ? (
          <PendingLabel>{passwordResetMessages.sending}</PendingLabel>
        ) : (
          passwordResetMessages.sendLink
        )}
      </Button>
    </form>
  );
}
