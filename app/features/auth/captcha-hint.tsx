// SPEC.md section 2 (forgot-password): once the visitor has typed, say why the button is still disabled.
import { authFormMessages } from "#contracts/auth-form-text.ts";

export const captchaHint = authFormMessages.captchaHint;

export function CaptchaHint({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm text-amber-800">
      {captchaHint}
    </p>
  );
}
