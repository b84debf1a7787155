import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { SubmitButton } from "#app/components/ui/submit-button.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { toFormRequestError } from "#app/lib/form-errors.ts";
import { useSubmission } from "#app/lib/use-submission.ts";
import { newsletterApi } from "#contracts/api/newsletter.ts";
import { newsletterMessages } from "#contracts/messages.ts";
import type { NewsletterPreferences, NewsletterPreferencesUpdate } from "#contracts/newsletter.ts";
import { type NewsletterTopic, newsletterPauseDays, newsletterTopics } from "#contracts/newsletter-text.ts";

const pauseLabels: Record<(typeof newsletterPauseDays)[number], string> = {
  14: "2 weeks",
  30: "1 month",
  90: "3 months",
};
type Pause = "keep" | "off" | `${(typeof newsletterPauseDays)[number]}`;

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * The preferences page's form (issue 22): topics as checkboxes, a pause, save; "Unsubscribe from all" or,
 * once unsubscribed, "Subscribe again". The token is the page's `?token=`; what was chosen stays after a
 * failed save.
 */
export function PreferencesForm({ token, initial }: { token: string; initial: NewsletterPreferences }) {
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [topics, setTopics] = useState<ReadonlySet<NewsletterTopic>>(() => new Set(initial.topics));
  const [pause, setPause] = useState<Pause>(initial.pausedUntil ? "keep" : "off");
  const [topicError, setTopicError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const submission = useSubmission({
    mutationFn: (body: NewsletterPreferencesUpdate) =>
      apiRequest(newsletterApi.savePreferences, { body }).catch((error: unknown) => {
        throw toFormRequestError(error, newsletterMessages.preferencesSaveFailed);
      }),
    onSuccess: (result) => {
      setSaved(result.preferences);
      setPause(result.preferences.pausedUntil ? "keep" : "off");
      setNotice(result.message);
    },
  });
  const subscribed = saved.status !== "unsubscribed";
  const send = (keepSubscribed: boolean) => {
    setNotice(null);
    if (keepSubscribed && topics.size === 0) {
      setTopicError(newsletterMessages.preferencesNoTopic);
      document.getElementById(`${id}-topic-0`)?.focus();
      return;
    }
    setTopicError(null);
    submission.mutate({ token, subscribed: keepSubscribed, topics: [...topics], pause });
  };
  const toggle = (topic: NewsletterTopic, on: boolean) => {
    setTopics((current) => {
      const next = new Set(current);
      if (on) next.add(topic);
      else next.delete(topic);
      return next;
    });
    setTopicError(null);
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        send(true);
      }}
      pending={submission.isPending}
      aria-labelledby={`${id}-title`}
      className="grid gap-6"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {newsletterMessages.preferencesTitle}
      </h2>
      {notice ? (
        <FormAlert tone="success">{notice}</FormAlert>
      ) : submission.isError ? (
        <FormAlert tone="error">{submission.error.message}</FormAlert>
      ) : null}
      {!subscribed ? (
        <p className="rounded-md bg-slate-100 px-4 py-3 text-slate-800">
          This address is unsubscribed. Choose your topics and subscribe again whenever you like.
        </p>
      ) : null}
      <fieldset className="grid gap-3" aria-describedby={topicError ? `${id}-topic-error` : undefined}>
        <legend className="mb-2 font-semibold text-slate-900">Topics</legend>
        {newsletterTopics.map((topic, index) => (
          <label key={topic.id} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              id={`${id}-topic-${index}`}
              type="checkbox"
              name="topics"
              value={topic.id}
              className="size-5 rounded border-slate-300 accent-indigo-600"
              checked={topics.has(topic.id)}
              aria-invalid={topicError ? true : undefined}
              onChange={(event) => toggle(topic.id, event.target.checked)}
            />
            {topic.label}
          </label>
        ))}
        {topicError ? (
          <p id={`${id}-topic-error`} className="text-sm font-medium text-red-700">
            {topicError}
          </p>
        ) : null}
      </fieldset>
      {subscribed ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-semibold text-slate-900">Pause the newsletter</legend>
          {saved.pausedUntil ? (
            <PauseOption
              name={`${id}-pause`}
              value="keep"
              pause={pause}
              onChange={setPause}
              label={`Paused until ${dateFormat.format(new Date(saved.pausedUntil))}`}
            />
          ) : null}
          <PauseOption
            name={`${id}-pause`}
            value="off"
            pause={pause}
            onChange={setPause}
            label={saved.pausedUntil ? "Resume now" : "Don't pause"}
          />
          {newsletterPauseDays.map((days) => (
            <PauseOption
              key={days}
              name={`${id}-pause`}
              value={`${days}`}
              pause={pause}
              onChange={setPause}
              label={`Pause for ${pauseLabels[days]}`}
            />
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton size="lg" pending={submission.isPending} pendingLabel="Saving...">
          {subscribed ? "Save preferences" : "Subscribe again"}
        </SubmitButton>
        {subscribed ? (
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={submission.isPending}
            onClick={() => send(false)}
          >
            Unsubscribe from all
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

function PauseOption({
  name,
  value,
  pause,
  onChange,
  label,
}: {
  name: string;
  value: Pause;
  pause: Pause;
  onChange: (value: Pause) => void;
  label: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-slate-800">
      <input
        type="radio"
        name={name}
        value={value}
        className="size-5 accent-indigo-600"
        checked={pause === value}
        onChange={() => onChange(value)}
      />
      {label}
    </label>
  );
}
