import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { authMessages } from "#contracts/auth-text.ts";
import { dashboardPathFor } from "#contracts/portals.ts";
import { useAuth } from "./auth-context.tsx";
import { AuthRequestError } from "./auth-error.ts";
import { AuthField } from "./auth-field.tsx";
import { CaptchaHint } from "./captcha-hint.tsx";
import { FormAlert } from "./form-alert.tsx";
import { authContract, usePreload } from "./lazy-contracts.ts";
import { PendingLabel } from "./pending-label.tsx";
import { takePostLoginRedirect } from "./post-login-redirect.ts";

type FieldName = "username" | "password";
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldOrder: readonly FieldName[] = ["username", "password"];

type AuthContract = NonNullable<ReturnType<typeof authContract.get>>;

function validate(contract: AuthContract, values: Values, recaptchaToken: string) {
  const result = contract.loginSchema.safeParse({ userData: values, recaptchaToken });
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === "userData" ? (issue.path[1] as FieldName) : undefined;
    if (!field || errors[field]) continue;
    // The schema's length rule on an empty field reads better as the spec's generic 'Required'.
    errors[field] = values[field].trim() === "" ? "Required" : issue.message;
  }
  return { data: null, errors };
}

/** "userData.username" -> "username"; fields this form does not show map to nothing. */
function formFieldOf(serverField: string | undefined): FieldName | undefined {
  const name = serverField?.replace(/^userData\./, "");
  return fieldOrder.find((field) => field === name);
}

type SignInFormProps = {
  /** Prefilled after registering, so the new user only types the password. */
  initialUsername?: string;
  /** A confirmation to show above the form (the registration success message). */
  notice?: string;
  /**
   * Called instead of leaving for the dashboard (or the saved post-login page): the inline sign-in of
   * the checkout pages keeps the buyer on the page, with the cart in its URL.
   */
  onSignedIn?: (user: CurrentUser) => void;
};

export function SignInForm({ initialUsername = "", notice, onSignedIn }: SignInFormProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ username: initialUsername, password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [token, setToken] = useState("");
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const idPrefix = useId();
  const hintId = `${idPrefix}-captcha-hint`;
  usePreload(authContract);
  const earlyInput = useEarlyInput();

  const mutation = useSubmission({
    mutationFn: login,
    onSuccess: (user) => {
      if (onSignedIn) {
        onSignedIn(user);
        return;
      }
      void navigate(takePostLoginRedirect() ?? dashboardPathFor(user.role), { replace: true });
    },
    onError: (error) => {
      const fieldErrors: FieldErrors = {};
      for (const item of error instanceof AuthRequestError ? error.fieldErrors : []) {
        const field = formFieldOf(item.field);
        if (field && !fieldErrors[field]) fieldErrors[field] = item.message;
      }
      setErrors(fieldErrors);
      const firstInvalid = fieldOrder.find((field) => fieldErrors[field]);
      setFormError(firstInvalid ? null : error.message);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      setToken("");
      setCaptchaKey((key) => key + 1);
    },
  });

  const showHint = !token && values.username.trim() !== "" && values.password !== "";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !token) return;
    let contract: AuthContract;
    try {
      contract = authContract.get() ?? (await authContract.load());
    } catch {
      setFormError(authMessages.loginFailed);
      return;
    }
    const { data, errors: nextErrors } = validate(contract, values, token);
    setErrors(nextErrors);
    setFormError(null);
    if (!data) {
      const firstInvalid = fieldOrder.find((field) => nextErrors[field]);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      return;
    }
    mutation.mutate(data);
  };

  const onChange = (name: FieldName, next: string) => {
    setValues((current) => ({ ...current, [name]: next }));
    // Clear a field's message once the visitor starts correcting it; submit validates again.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
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
      {notice && !formError ? <FormAlert tone="success">{notice}</FormAlert> : null}
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <AuthField
        ref={(element) => {
          inputs.current.username = element;
        }}
        id={`${idPrefix}-username`}
        label="Username or email"
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={(event) => onChange("username", event.target.value)}
        error={errors.username}
      />
      <AuthField
        ref={(element) => {
          inputs.current.password = element;
        }}
        id={`${idPrefix}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => onChange("password", event.target.value)}
        error={errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/forgot-password"
          className="font-medium text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
      {/* Above the widget: the hint's wording points "below" to it. */}
      {showHint ? <CaptchaHint id={hintId} /> : null}
      <CaptchaWidget key={captchaKey} onToken={setToken} />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={mutation.isPending || !token}
        aria-describedby={showHint ? hintId : undefined}
      >
        {mutation.isPending ? <PendingLabel>Signing in...</PendingLabel> : "Sign in"}
      </Button>
    </form>
  );
}
