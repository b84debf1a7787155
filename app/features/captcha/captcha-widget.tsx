import { useEffect, useState } from "react";
import { apiRequest } from "#app/lib/api-client.ts";
import { captchaApi } from "#contracts/api/captcha.ts";
import { captchaLimits, captchaMessages } from "#contracts/captcha-text.ts";
import { AltchaWidget } from "./altcha-widget.tsx";
import { HostedCaptchaWidget } from "./hosted-captcha-widget.tsx";

type CaptchaWidgetProps = {
  /** A token when the visitor is verified; "" when it expires or is lost. Tokens are single use. */
  onToken: (token: string) => void;
};

type Provider = { provider: "altcha" } | { provider: "recaptcha" | "turnstile"; siteKey: string };

/**
 * Human verification for the auth forms (SPEC.md sections 2, 5, 8, 9). Which widget appears is the
 * server's choice (CAPTCHA_PROVIDER), read from the challenge endpoint. Server rendering shows only the
 * loading note: the widgets exist in the browser alone.
 */
export function CaptchaWidget({ onToken }: CaptchaWidgetProps) {
  const [provider, setProvider] = useState<Provider | null>(null);
  const [ready, setReady] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), captchaLimits.loadTimeoutMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    // ALTCHA's widget fetches its own fresh challenge when ticked; this answer only names the provider.
    apiRequest(captchaApi.challenge, { signal: controller.signal })
      .then((config) => setProvider(config.provider === "altcha" ? { provider: "altcha" } : config))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Captcha configuration failed to load", error);
      });
    return () => controller.abort();
  }, []);

  const markReady = () => setReady(true);

  return (
    <div className="min-h-[4.5rem]">
      {!ready && !gaveUp ? (
        <p role="status" className="text-sm text-slate-600">
          {captchaMessages.loading}
        </p>
      ) : null}
      {provider?.provider === "altcha" ? <AltchaWidget onToken={onToken} onReady={markReady} /> : null}
      {provider && provider.provider !== "altcha" ? (
        <HostedCaptchaWidget
          provider={provider.provider}
          siteKey={provider.siteKey}
          onToken={onToken}
          onReady={markReady}
        />
      ) : null}
    </div>
  );
}
