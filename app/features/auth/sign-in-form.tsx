import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { CaptchaWidget } from "#app/features/captcha/captcha-widget.tsx";
import { lazyModule, usePreload } from "#app/lib/lazy-module.ts";
import { useForm } from "#app/lib/use-form.ts";
import type { CurrentUser } from "#contracts/auth.ts";
import { authFormMessages } from "#contracts/auth-form-text.ts";
import { dashboardPathFor } from "#contracts/portals.ts";
import { authRequests, useAuth } from "./auth-context.tsx";
import { loginSchema } from "./auth-contract.ts";
import { CaptchaHint } from "./captcha-hint.tsx";

// Where a successful sign-in goes (the page a guard saved) is needed only then: it loads after the first
// render, like the login request itself, not with the page.
const postLoginRedirect = lazyModule(() => import("./post-login-target.ts"));

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
  const [token, setToken] = useState("");
  // Captcha tokens are single use: after a failed attempt the widget is remounted for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const hintId = `${useId()}-captcha-hint`;
  usePreload(loginSchema);
  usePreload(authRequests);
  usePreload(postLoginRedirect);

  const form = useForm({
    initialValues: { username: initialUsername, password: "" },
    fields: ["username", "password"],
    schema: loginSchema,
    toInput: (values) => ({ userData: values, recaptchaToken: token }),
    // The schema's length rule on an empty field reads better as the spec's generic 'Required'.
    emptyMessage: { message: "Required" },
    canSubmit: token !== "",
    unavailableMessage: authFormMessages.loginFailed,
    send: login,
    onSuccess: (user) => {
      if (onSignedIn) {
        onSignedIn(user);
        return;
      }
      const go = (saved: string | null) =>
        void navigate(saved ?? dashboardPathFor(user.role), { replace: true });
      const loaded = postLoginRedirect.get();
      if (loaded) go(loaded.postLoginTarget());
      // Not downloaded (offline): the dashboard, as when the saved page cannot be read.
      else
        void postLoginRedirect.load().then(
          (module) => go(module.postLoginTarget()),
          () => go(null),
        );
    },
    onError: () => {
      setToken("");
      setCaptchaKey((key) => key + 1);
    },
  });

  const { values, errors } = form;
  const showHint = !token && values.username.trim() !== "" && values.password !== "";

  return (
    <Form onSubmit={form.onSubmit} pending={form.isPending} className="grid gap-4">
      {notice && !form.formError ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <FormAlert>{form.formError}</FormAlert>
      <Field name="username" label="Username or email" error={errors.username}>
        <Input
          {...form.bind("username")}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </Field>
      <Field name="password" label="Password" error={errors.password}>
        <Input {...form.bind("password")} type="password" autoComplete="current-password" required />
      </Field>
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
      <SubmitButton
        pending={form.isPending}
        pendingLabel="Signing in..."
        className="w-full"
        disabled={!token}
        aria-describedby={showHint ? hintId : undefined}
      >
        Sign in
      </SubmitButton>
    </Form>
  );
}
