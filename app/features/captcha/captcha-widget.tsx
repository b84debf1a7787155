import { useEffect, useState } from "react";
import { apiRequest } from "#app/lib/api-client.ts";
import { lazyModule } from "#app/lib/lazy-module.ts";
import { captchaApi } from "#contracts/api/captcha.ts";
import { captchaLimits, captchaMessages } from "#contracts/captcha-text.ts";

type CaptchaWidgetProps = {
  /** A token when the visitor is verified; "" when it expires or is lost. Tokens are single use. */
  onToken: (token: string) => void;
};

type Provider = { provider: "altcha" } | { provider: "recaptcha" | "turnstile"; siteKey: string };

// Neither widget is on the server's page (it shows the loading note), and which one appears is only known
// from the challenge endpoint's answer: their code loads beside that request instead of with the page, so
// the sign-in and password pages' first load carries neither (issue 12 bundle figures).
const widgets = lazyModule(() =>
  Promise.all([import("./altcha-widget.tsx"), import("./hosted-captcha-widget.tsx")]).then(
    ([altcha, hosted]) => ({
      AltchaWidget: altcha.AltchaWidget,
      HostedCaptchaWidget: hosted.HostedCaptchaWidget,
    }),
  ),
);

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
    // SPEC.md section 8: initialisation errors are only logged; the form stays usable otherwise.
    const loaded = widgets.load().then(
      () => true,
      (error: unknown) => {
        console.error("Captcha widget failed to load", error);
        return false;
      },
    );
    // ALTCHA's widget fetches its own fresh challenge when ticked; this answer only names the provider.
    apiRequest(captchaApi.challenge, { signal: controller.signal })
      .then(async (config) => {
        if (!(await loaded) || controller.signal.aborted) return;
        setProvider(config.provider === "altcha" ? { provider: "altcha" } : config);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Captcha configuration failed to load", error);
      });
    return () => controller.abort();
  }, []);

  const markReady = () => setReady(true);
  const { AltchaWidget, HostedCaptchaWidget } = widgets.get() ?? {};

  return (
    <div className="min-h-[4.5rem]">
      {!ready && !gaveUp ? (
        <p role="status" className="text-sm text-slate-600">
          {captchaMessages.loading}
        </p>
      ) : null}
      {provider?.provider === "altcha" && AltchaWidget ? (
        <AltchaWidget onToken={onToken} onReady={markReady} />
      ) : null}
      {provider && provider.provider !== "altcha" && HostedCaptchaWidget ? (
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
