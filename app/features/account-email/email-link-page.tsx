import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { toFormRequestError } from "#app/lib/form-errors.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { accountEmailMessages } from "#contracts/account-email-text.ts";
import type { accountEmailApi } from "#contracts/api/account-email.ts";
import type { newsletterApi } from "#contracts/api/newsletter.ts";

type EmailLinkPageProps = {
  title: string;
  intro: string;
  button: string;
  pendingLabel: string;
  /** The API call that uses the token up. */
  endpoint:
    | (typeof accountEmailApi)["verifyEmail" | "confirmEmailChange" | "cancelEmailChange"]
    | (typeof newsletterApi)["confirm"];
  /** The message when the call fails without one of its own (the account links' by default). */
  failure?: string;
  /** Shown after the server's message, when the link worked. */
  next: ReactNode;
  /** Shown with the server's message, when the link did not work. */
  recovery: ReactNode;
};

/**
 * The page a mailed link opens (decision 0019; the newsletter's confirmation too): the token stays in the URL
 * (?token=, as /reset-password) and is used only when the person presses the button, so a mail scanner
 * fetching the link changes nothing.
 */
export function EmailLinkPage({
  title,
  intro,
  button,
  pendingLabel,
  endpoint,
  next,
  recovery,
  failure = accountEmailMessages.invalidCancelLink,
}: EmailLinkPageProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const submission = useSubmission({
    mutationFn: () =>
      apiRequest(endpoint, { body: { token } }).catch((error: unknown) => {
        throw toFormRequestError(error, failure);
      }),
  });

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {submission.isSuccess ? (
          <>
            <FormAlert tone="success">{submission.data.message}</FormAlert>
            {next}
          </>
        ) : !token ? (
          <>
            <FormAlert tone="error">{accountEmailMessages.missingToken}</FormAlert>
            {recovery}
          </>
        ) : (
          <>
            <p className="text-center text-slate-700">{intro}</p>
            {submission.isError ? (
              <>
                <FormAlert tone="error">{submission.error.message}</FormAlert>
                {recovery}
              </>
            ) : (
              <Button
                size="lg"
                className="w-full"
                disabled={submission.isPending}
                onClick={() => submission.mutate(undefined)}
              >
                {submission.isPending ? <PendingLabel>{pendingLabel}</PendingLabel> : button}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

const linkClass =
  "text-center font-medium text-indigo-700 underline-offset-4 hover:text-indigo-900 hover:underline";

/** A centred text link under the message. */
export function NextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} className={linkClass}>
      {children}
    </a>
  );
}
