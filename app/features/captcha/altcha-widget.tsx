import type {} from "altcha/types/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { captchaChallengePath } from "#contracts/captcha-text.ts";

type AltchaWidgetProps = {
  onToken: (token: string) => void;
  onReady: () => void;
};

type StateDetail = { state?: string; payload?: string | null };

/**
 * The self-hosted ALTCHA web component. Loaded in the browser only (SSR renders nothing here), it
 * fetches a challenge from our API when the visitor ticks it, solves it in a worker and yields the token.
 */
export function AltchaWidget({ onToken, onReady }: AltchaWidgetProps) {
  const [defined, setDefined] = useState(false);
  // The latest callbacks, so listeners attached once always call the current ones.
  const callbacks = useRef({ onToken, onReady });
  callbacks.current = { onToken, onReady };

  useEffect(() => {
    let cancelled = false;
    import("./load-altcha.ts")
      .then(() => {
        if (!cancelled) setDefined(true);
      })
      // SPEC.md section 8: initialisation errors are only logged; the form stays usable otherwise.
      .catch((error: unknown) => console.error("Captcha widget failed to load", error));
    return () => {
      cancelled = true;
    };
  }, []);

  // A ref callback rather than an effect: it runs as the element is attached, before the component
  // inside mounts (a microtask later) and fires "load", so no event can be missed.
  const attach = useCallback((widget: HTMLElement | null) => {
    if (!widget) return;
    let lastToken = "";
    // The widget reports the same solution through both statechange and verified: report it once.
    const emit = (token: string) => {
      if (token === lastToken) return;
      lastToken = token;
      callbacks.current.onToken(token);
    };
    const onLoad = () => callbacks.current.onReady();
    const onVerified = (event: Event) => {
      const payload = (event as CustomEvent<StateDetail>).detail?.payload;
      if (payload) emit(payload);
    };
    const onExpired = () => emit("");
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      if (detail?.state === "verified") {
        if (detail.payload) emit(detail.payload);
      } else {
        // Verifying again, an error, a reset or expiry: whatever token there was is no longer good.
        emit("");
      }
    };
    widget.addEventListener("load", onLoad);
    widget.addEventListener("verified", onVerified);
    widget.addEventListener("expired", onExpired);
    widget.addEventListener("statechange", onStateChange);
    return () => {
      widget.removeEventListener("load", onLoad);
      widget.removeEventListener("verified", onVerified);
      widget.removeEventListener("expired", onExpired);
      widget.removeEventListener("statechange", onStateChange);
    };
  }, []);

  if (!defined) return null;
  return <altcha-widget ref={attach} challenge={captchaChallengePath} />;
}
