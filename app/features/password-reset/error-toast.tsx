import { passwordResetMessages } from "../../../contracts/password-reset.ts";
import { ToastAction } from "../../components/ui/toast.tsx";
import { toast } from "../../components/ui/use-toast.ts";

/**
 * SPEC.md section 8: a failed request says why in an 'Error' toast with a 'Try again' action. Captcha
 * tokens are single use, so trying again cannot resend by itself: the action takes the visitor back to
 * the form (whose captcha has been reset) to submit once more.
 */
export function showErrorToast(message: string, onTryAgain: () => void): void {
  toast({
    variant: "destructive",
    title: passwordResetMessages.errorTitle,
    description: message,
    action: (
      <ToastAction altText={passwordResetMessages.tryAgain} onClick={onTryAgain}>
        {passwordResetMessages.tryAgain}
      </ToastAction>
    ),
  });
}
