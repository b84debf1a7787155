import { CircleCheckIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { AuthRequestError } from "#app/features/auth/auth-error.ts";
import { AuthField } from "#app/features/auth/auth-field.tsx";
import { FormAlert } from "#app/features/auth/form-alert.tsx";
import { passwordResetContract, usePreload } from "#app/features/auth/lazy-contracts.ts";
import { PendingLabel } from "#app/features/auth/pending-label.tsx";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { passwordResetLimits, passwordResetMessages } from "#contracts/password-reset-text.ts";
import { showErrorToast } from "./error-toast.tsx";
import { resetPassword } from "./password-reset-api.ts";

type FieldName = "newPassword" | "confirmPassword" | "recaptchaToken";
type FieldErrors = Partial<Record<FieldName, string>>;
const fieldOrder: readonly FieldName[] = ["newPassword", "confirmPassword", "recaptchaToken"];

type PasswordResetContract = NonNullable<ReturnType<typeof passwordResetContract.get>>;

function validate(
  contract: PasswordResetContract,
  values: {
    token: string;
    newPassword: string;
    confirmPassword: string;
    recaptchaToken: string;
  },
) {
  const result = contract.resetPasswordSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOrder.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

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
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const [recaptchaToken, setRecaptchaToken] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [linkRejected, setLinkRejected] = useState(false);
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const idPrefix = useId();
  const captchaErrorId = `${idPrefix}-captcha-error`;
  usePreload(passwordResetContract);
  const earlyInput = useEarlyInput();

  const mutation = useSubmission({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast({
        title: passwordResetMessages.resetToastTitle,
        description: passwordResetMessages.resetToastBody,
      });
    },
    onError: (failure) => {
      const fieldErrors: FieldErrors = {};
      for (const item of failure instanceof AuthRequestError ? failure.fieldErrors : []) {
        if (item.field === "token") setLinkRejected(true);
        const field = fieldOrder.find((name) => name === item.field);
        // The captcha is reset below anyway; its server verdict would only confuse the fresh widget.
        if (field && field !== "recaptchaToken" && !fieldErrors[field]) fieldErrors[field] = item.message;
      }
      setErrors(fieldErrors);
      setRecaptchaToken("");
      setCaptchaKey((key) => key + 1);
      showErrorToast(failure.message, () => inputs.current.newPassword?.focus());
    },
  });

  const done = mutation.isSuccess;
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

  const revalidate = (next: typeof values, nextCaptcha: string) => {
    // A submit has loaded the schema (a failed download leaves the messages as they are).
    const contract = passwordResetContract.get();
    if (submitted && contract)
      setErrors(validate(contract, { token, ...next, recaptchaToken: nextCaptcha }).errors);
  };

  const onChange = (name: "newPassword" | "confirmPassword", value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    revalidate(next, recaptchaToken);
  };

  const onCaptcha = (next: string) => {
    setRecaptchaToken(next);
    revalidate(values, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    let contract: PasswordResetContract;
    try {
      contract = passwordResetContract.get() ?? (await passwordResetContract.load());
    } catch {
      showErrorToast(passwordResetMessages.resetFailed, () => inputs.current.newPassword?.focus());
      return;
    }
    setSubmitted(true);
    const { data, errors: nextErrors } = validate(contract, { token, ...values, recaptchaToken });
    setErrors(nextErrors);
    if (!data) {
      const firstInvalid = fieldOrder.find((field) => nextErrors[field] && field !== "recaptchaToken");
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      return;
    }
    mutation.mutate(data);
  };

  return (
    // Posted without scripts (decision 0021), the form goes to the path without the token: the server
    // logs the path of a request it cannot handle, and the token is a secret.
    <form
      {...earlyInput}
      method="post"
      action="/reset-password"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={mutation.isPending}
    >
      {linkRejected ? <InvalidLinkAlert /> : null}
      <AuthField
        ref={(element) => {
          inputs.current.newPassword = element;
        }}
        id={`${idPrefix}-new-password`}
        label={passwordResetMessages.newPasswordLabel}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={(event) => onChange("newPassword", event.target.value)}
        error={errors.newPassword}
      />
      <AuthField
        ref={(element) => {
          inputs.current.confirmPassword = element;
        }}
        id={`${idPrefix}-confirm-password`}
        label={passwordResetMessages.confirmPasswordLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(event) => onChange("confirmPassword", event.target.value)}
        error={errors.confirmPassword}
      />
      <div className="grid gap-1.5">
        <CaptchaWidget key={captchaKey} onToken={onCaptcha} />
        {errors.recaptchaToken ? (
          <p id={captchaErrorId} className="text-sm text-red-700">
            {errors.recaptchaToken}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={mutation.isPending}
        aria-describedby={errors.recaptchaToken ? captchaErrorId : undefined}
      >
        {mutation.isPending ? (
          <PendingLabel>{passwordResetMessages.resetting}</PendingLabel>
        ) : (
          passwordResetMessages.resetButton
        )}
      </Button>
    </form>
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
