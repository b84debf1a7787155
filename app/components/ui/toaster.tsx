import { limits } from "#contracts/limits.ts";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";
import { useToast } from "./use-toast.ts";

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={limits.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={limits.toastSwipeThresholdPx}
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  );
}
