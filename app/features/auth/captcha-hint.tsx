// SPEC.md section 2 (forgot-password): once the visitor has typed, say why the button is still disabled.
import { authMessages } from "#contracts/auth-text.ts";

export const captchaHint = authMessages.captchaHint;

export function CaptchaHint({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm text-amber-800">
      {captchaHint}
    </p>
  );
}
