import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { useEarlyInput } from "#app/lib/early-input.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { authMessages } from "#contracts/auth-text.ts";
import { useAuth } from "./auth-context.tsx";
import { AuthRequestError } from "./auth-error.ts";
import { AuthField } from "./auth-field.tsx";
import { CaptchaHint } from "./captcha-hint.tsx";
import { FormAlert } from "./form-alert.tsx";
import { authContract, usePreload } from "./lazy-contracts.ts";
import { PendingLabel } from "./pending-label.tsx";

type FieldName = "name" | "username" | "email" | "password" | "confirmPassword";
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const fieldOrder: readonly FieldName[] = ["name", "username", "email", "password", "confirmPassword"];
const emptyValues: Values = { name: "", username: "", email: "", password: "", confirmPassword: "" };

// The contract's messages are the spec's ("Password must be at least 8 characters", "Passwords don't
// match", ...), so they are shown as they are, one per field, in the order the schema reports them.
type AuthContract = NonNullable<ReturnType<typeof authContract.get>>;

function validate(contract: AuthContract, values: Values, recaptchaToken: string) {
  const result = contract.registerSchema.safeParse({ userData: values, recaptchaToken });
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path.slice(0, 2).join("."));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

/** "userData.email" (the server's errors[].field, or a schema path) -> "email". */
function formFieldOf(path: string | undefined): FieldName | undefined {
  const name = path?.replace(/^userData\./, "");
  return fieldOrder.find((field) => field === name);
}

type RegisterFormProps = {
  /** Called with the new account's username once it exists; the page then offers sign-in. */
  onRegistered: (username: string) => void;
};

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { register } = useAuth();
  const [values, setValues] = useState<Values>(emptyValues);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // After the first submit, every change revalidates (like the reset-password form), so "Passwords
  // don't match" disappears as soon as the two fields agree.
  const [submitted, setSubmitted] = useState(false);
  const [token, setToken] = useState("");
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const idPrefix = useId();
  const hintId = `${idPrefix}-captcha-hint`;
  usePreload(authContract);
  const earlyInput = useEarlyInput();

  const mutation = useSubmission({
    mutationFn: register,
    onSuccess: (_result, input) => onRegistered(input.userData.username),
    onError: (error) => {
      const fieldErrors: FieldErrors = {};
      for (const item of error instanceof AuthRequestError ? error.fieldErrors : []) {
        const field = formFieldOf(item.field);
        if (field && !fieldErrors[field]) fieldErrors[field] = item.message;
      }
      setServerErrors(fieldErrors);
      const firstInvalid = fieldOrder.find((field) => fieldErrors[field]);
      // A message about a field sits under it; anything else (captcha, rate limit, outage) above the form.
      setFormError(firstInvalid ? null : error.message);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      setToken("");
      setCaptchaKey((key) => key + 1);
    },
  });

  const allFilled = fieldOrder.every((field) => values[field] !== "");
  const showHint = !token && allFilled;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !token) return;
    let contract: AuthContract;
    try {
      contract = authContract.get() ?? (await authContract.load());
    } catch {
      setFormError(authMessages.registrationFailed);
      return;
    }
    setSubmitted(true);
    const { data, errors } = validate(contract, values, token);
    setClientErrors(errors);
    setServerErrors({});
    setFormError(null);
    if (!data) {
      const firstInvalid = fieldOrder.find((field) => errors[field]);
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      return;
    }
    mutation.mutate(data);
  };

  const onChange = (name: FieldName, next: string) => {
    const nextValues = { ...values, [name]: next };
    setValues(nextValues);
    // A submit has loaded the schema (a failed download leaves the messages as they are).
    const contract = authContract.get();
    if (submitted && contract) setClientErrors(validate(contract, nextValues, token).errors);
    // The server judged the old value ("already taken"); the new one has not been judged yet.
    if (serverErrors[name]) setServerErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: FieldName, label: string, props: { type: string; autoComplete: string }) => (
    <AuthField
      ref={(element) => {
        inputs.current[name] = element;
      }}
      id={`${idPrefix}-${name}`}
      label={label}
      name={name}
      type={props.type}
      autoComplete={props.autoComplete}
      autoCapitalize={name === "username" || name === "email" ? "none" : undefined}
      spellCheck={name === "name" ? undefined : false}
      required
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={clientErrors[name] ?? serverErrors[name]}
    />
  );

  return (
    <form
      {...earlyInput}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-busy={mutation.isPending}
    >
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      {field("name", "Full name", { type: "text", autoComplete: "name" })}
      {field("username", "Username", { type: "text", autoComplete: "username" })}
      {field("email", "Email address", { type: "email", autoComplete: "email" })}
      {field("password", "Password", { type: "password", autoComplete: "new-password" })}
      {field("confirmPassword", "Confirm password", { type: "password", autoComplete: "new-password" })}
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
        {mutation.isPending ? <PendingLabel>Creating account...</PendingLabel> : "Create account"}
      </Button>
    </form>
  );
}
