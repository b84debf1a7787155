import { toast } from "#app/components/ui/use-toast.ts";
import { passwordResetMessages } from "#contracts/password-reset-text.ts";

/**
 * SPEC.md section 8: a failed request says why in an 'Error' toast with a 'Try again' action. Captcha
 * tokens are single use, so trying again cannot resend by itself: the action takes the visitor back to
 * the form (whose captcha has been reset) to submit once more.
 *
 * The action is a Radix Toast part: it is imported when the first error shows (with the lazily loaded
 * Toaster, which needs the same module), not with the page.
 */
export function showErrorToast(message: string, onTryAgain: () => void): void {
  const show = (action?: Parameters<typeof toast>[0]["action"]) =>
    toast({
      variant: "destructive",
      title: passwordResetMessages.errorTitle,
      description: message,
      action,
    });
  void import("#app/components/ui/toast.tsx").then(
    ({ ToastAction }) =>
      show(
        <ToastAction altText={passwordResetMessages.tryAgain} onClick={onTryAgain}>
          {passwordResetMessages.tryAgain}
        </ToastAction>,
      ),
    () => show(),
  );
}
