import { useEffect, useRef } from "react";

// reCAPTCHA (v2 checkbox) and Turnstile render their own widget from a script on their domain; both take
// the same explicit-render options. Their domains must then be allowed by the CSP (script-src, frame-src).

type RenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
};
type HostedApi = {
  render(container: HTMLElement, options: RenderOptions): string | number;
  ready?(callback: () => void): void;
  remove?(widgetId: string | number): void;
};

export type HostedProvider = "recaptcha" | "turnstile";

const scripts: Record<HostedProvider, { src: string; global: "grecaptcha" | "turnstile" }> = {
  recaptcha: { src: "https://www.google.com/recaptcha/api.js?render=explicit", global: "grecaptcha" },
  turnstile: {
    src: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    global: "turnstile",
  },
};

function hostedApi(provider: HostedProvider): HostedApi | undefined {
  return (window as unknown as Record<string, HostedApi | undefined>)[scripts[provider].global];
}

const loading = new Map<HostedProvider, Promise<HostedApi>>();

/** Adds the provider's script once per page; it carries our nonce, as our CSP requires of scripts. */
function loadHostedApi(provider: HostedProvider): Promise<HostedApi> {
  const present = hostedApi(provider);
  if (present) return Promise.resolve(present);
  let promise = loading.get(provider);
  if (!promise) {
    promise = new Promise<HostedApi>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = scripts[provider].src;
      script.async = true;
      const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
      if (nonce) script.nonce = nonce;
      script.onload = () => {
        const api = hostedApi(provider);
        if (api) resolve(api);
        else reject(new Error(`${provider} script loaded without its API`));
      };
      script.onerror = () => reject(new Error(`${provider} script failed to load`));
      document.head.append(script);
    });
    // A failed load may be retried by the next widget (another page, a remount).
    promise.catch(() => loading.delete(provider));
    loading.set(provider, promise);
  }
  return promise;
}

type HostedCaptchaWidgetProps = {
  provider: HostedProvider;
  siteKey: string;
  onToken: (token: string) => void;
  onReady: () => void;
};

export function HostedCaptchaWidget({ provider, siteKey, onToken, onReady }: HostedCaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onReady });
  callbacks.current = { onToken, onReady };

  useEffect(() => {
    let cancelled = false;
    let widgetId: string | number | undefined;
    let api: HostedApi | undefined;
    loadHostedApi(provider)
      .then((loaded) => {
        api = loaded;
        const render = () => {
          if (cancelled || !container.current) return;
          widgetId = loaded.render(container.current, {
            sitekey: siteKey,
            callback: (token) => callbacks.current.onToken(token),
            "expired-callback": () => callbacks.current.onToken(""),
            "error-callback": () => callbacks.current.onToken(""),
          });
          callbacks.current.onReady();
        };
        // reCAPTCHA's api.js finishes loading the rest of itself asynchronously: wait for ready().
        if (provider === "recaptcha" && loaded.ready) loaded.ready(render);
        else render();
      })
      // SPEC.md section 8: initialisation errors are only logged.
      .catch((error: unknown) => console.error("Captcha widget failed to load", error));
    return () => {
      cancelled = true;
      if (widgetId !== undefined) api?.remove?.(widgetId);
    };
  }, [provider, siteKey]);

  return <div ref={container} />;
}
