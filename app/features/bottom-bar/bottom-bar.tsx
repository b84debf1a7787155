import { MessageCircleIcon, PhoneCallIcon, PhoneIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { useSiteSettings } from "#app/lib/use-site-data.ts";

// The callback form loads on first open: every page has the button, few visitors press it.
const CallbackDialog = lazy(() =>
  import("#app/features/callback/callback-dialog.tsx").then((m) => ({ default: m.CallbackDialog })),
);

type BottomBarProps = { onLiveChat?: () => void };

const itemClassName =
  "inline-flex h-10 min-w-0 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 sm:px-3 [&_svg]:size-4 [&_svg]:shrink-0";

export function BottomBar({ onLiveChat }: BottomBarProps = {}) {
  const { phone } = useSiteSettings();
  const [callbackOpen, setCallbackOpen] = useState(false);
  const [callbackRequested, setCallbackRequested] = useState(false);
  const openCallbackDialog = () => {
    setCallbackRequested(true);
    setCallbackOpen(true);
  };

  return (
    <aside
      aria-label="Quick contact"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-1 px-2 sm:justify-center sm:gap-4 sm:px-4">
        {/* Below sm the visible words shrink; aria-label keeps the full name, which contains them (WCAG 2.5.3). */}
        <button
          type="button"
          aria-label="Request a Callback"
          onClick={openCallbackDialog}
          className={cn(itemClassName, "shrink-0 bg-indigo-600 text-white hover:bg-indigo-700")}
        >
          <PhoneCallIcon aria-hidden="true" />
          <span className="sm:hidden">Callback</span>
          <span className="hidden sm:inline">Request a Callback</span>
        </button>
        {phone ? (
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            className={cn(itemClassName, "text-slate-800 hover:bg-slate-100")}
          >
            <PhoneIcon aria-hidden="true" className="text-indigo-700" />
            <span className="truncate">{phone}</span>
          </a>
        ) : null}
        {onLiveChat ? (
          <button
            type="button"
            aria-label="Live Chat"
            onClick={onLiveChat}
            className={cn(
              itemClassName,
              "shrink-0 border border-indigo-200 text-indigo-700 hover:bg-indigo-50",
            )}
          >
            <MessageCircleIcon aria-hidden="true" />
            <span className="sm:hidden">Chat</span>
            <span className="hidden sm:inline">Live Chat</span>
          </button>
        ) : null}
      </div>
      {callbackRequested ? (
        <Suspense fallback={null}>
          <CallbackDialog open={callbackOpen} onOpenChange={setCallbackOpen} />
        </Suspense>
      ) : null}
    </aside>
  );
}
