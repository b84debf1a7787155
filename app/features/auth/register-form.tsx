import { useId, useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { usePreload } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import { authFormMessages } from "#contracts/auth-form-text.ts";
import { authRequests, useAuth } from "./auth-context.tsx";
import { registerSchema } from "./auth-contract.ts";
import { CaptchaHint } from "./captcha-hint.tsx";

type FieldName = "name" | "username" | "email" | "password" | "confirmPassword";

const fields: readonly FieldName[] = ["name", "username", "email", "password", "confirmPassword"];

type RegisterFormProps = {
  /** Called with the new account's username once it exists; the page then offers sign-in. */
  onRegistered: (username: string) => void;
};

// The contract's messages are the spec's ("Password must be at least 8 characters", "Passwords don't
// match", ...), so they are shown as they are, one per field, in the order the schema reports them.
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { register } = useAuth();
  const [token, setToken] = useState("");
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const hintId = `${useId()}-captcha-hint`;
  usePreload(registerSchema);
  usePreload(authRequests);

  const form = useForm({
    initialValues: { name: "", username: "", email: "", password: "", confirmPassword: "" },
    fields,
    schema: registerSchema,
    toInput: (values) => ({ userData: values, recaptchaToken: token }),
    // After the first submit, every change revalidates (like the reset-password form), so "Passwords
    // don't match" disappears as soon as the two fields agree.
    revalidate: "afterSubmit",
    canSubmit: token !== "",
    unavailableMessage: authFormMessages.registrationFailed,
    send: register,
    onSuccess: (_result, input) => onRegistered(input.userData.username),
    onError: () => {
      setToken("");
      setCaptchaKey((key) => key + 1);
    },
  });

  const allFilled = fields.every((field) => form.values[field] !== "");
  const showHint = !token && allFilled;

  const field = (name: FieldName, label: string, props: { type: string; autoComplete: string }) => (
    <Field name={name} label={label} error={form.errors[name]}>
      <Input
        {...form.bind(name)}
        type={props.type}
        autoComplete={props.autoComplete}
        autoCapitalize={name === "username" || name === "email" ? "none" : undefined}
        spellCheck={name === "name" ? undefined : false}
        required
      />
    </Field>
  );

  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
      {/* A message about a field sits under it; anything else (captcha, rate limit, outage) above the form. */}
      <FormAlert>{form.formError}</FormAlert>
      {field("name", "Full name", { type: "text", autoComplete: "name" })}
      {field("username", "Username", { type: "text", autoComplete: "username" })}
      {field("email", "Email address", { type: "email", autoComplete: "email" })}
      {field("password", "Password", { type: "password", autoComplete: "new-password" })}
      {field("confirmPassword", "Confirm password", { type: "password", autoComplete: "new-password" })}
      {/* Above the widget: the hint's wording points "below" to it. */}
      {showHint ? <CaptchaHint id={hintId} /> : null}
      <CaptchaWidget key={captchaKey} onToken={setToken} />
      <SubmitButton
        pending={form.isPending}
        pendingLabel="Creating account..."
        className="w-full"
        disabled={!token}
        aria-describedby={showHint ? hintId : undefined}
      >
        Create account
      </SubmitButton>
    </Form>
  );
}
