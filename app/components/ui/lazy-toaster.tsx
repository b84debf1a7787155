import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast.ts";

// Radix Toast (and the layers it brings) is about 11 KB brotli that no page needs before its first toast:
// the shell mounts the real Toaster only once a toast exists, and keeps it mounted after that.
const Toaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
