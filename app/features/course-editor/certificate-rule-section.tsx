import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AwardIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { certificateIssuingApi } from "#contracts/api/certificate-issuing.ts";
import type { CertificateRuleView } from "#contracts/certificate-rule.ts";
import { certificateRuleMessages as m, certificateRuleText as t } from "#contracts/certificate-rule-text.ts";

const ruleKey = (userId: string, courseSlug: string) => ["certificate-rule", userId, courseSlug] as const;

/** Under the course's content: how its certificate is issued, and the live attendance it asks (issue 16). */
export function CertificateRuleSection({ userId, courseSlug }: { userId: string; courseSlug: string }) {
  const id = useId();
  const rule = useQuery({
    queryKey: ruleKey(userId, courseSlug),
    queryFn: ({ signal }) => apiRequest(certificateIssuingApi.rule, { params: { courseSlug }, signal }),
  });
  return (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
        <AwardIcon aria-hidden="true" className="size-5 text-indigo-700" />
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      {rule.isError ? (
        <FormAlert className="mt-3">{t.loadFailed}</FormAlert>
      ) : rule.data ? (
        <RuleForm
          key={rule.data.updatedAt ?? "defaults"}
          userId={userId}
          courseSlug={courseSlug}
          saved={rule.data}
        />
      ) : (
        <p className="mt-3 text-sm text-slate-600">Loading…</p>
      )}
    </section>
  );
}

function RuleForm({
  userId,
  courseSlug,
  saved,
}: {
  userId: string;
  courseSlug: string;
  saved: CertificateRuleView;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [autoIssue, setAutoIssue] = useState(saved.autoIssue);
  const [requireAttendance, setRequireAttendance] = useState(saved.attendancePercent !== null);
  const [percent, setPercent] = useState(String(saved.attendancePercent ?? 75));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { autoIssue: boolean; attendancePercent: number | null }) =>
      apiRequest(certificateIssuingApi.saveRule, { params: { courseSlug }, body }),
    onSuccess: (view) => {
      queryClient.setQueryData(ruleKey(userId, courseSlug), view);
      toast({ title: t.saved });
    },
    onError: (problem) => setFailure(problem.message),
  });
  return (
    <form
      noValidate
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const value = Number(percent);
        if (requireAttendance && !(Number.isInteger(value) && value >= 1 && value <= 100)) {
          setError(m.attendanceInvalid);
          return;
        }
        setError(null);
        save.mutate({ autoIssue, attendancePercent: requireAttendance ? value : null });
      }}
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-auto`}
          type="checkbox"
          checked={autoIssue}
          onChange={(event) => setAutoIssue(event.target.checked)}
          aria-describedby={`${id}-auto-hint`}
          className="mt-1 size-4 accent-indigo-700"
        />
        <div>
          <Label htmlFor={`${id}-auto`}>{t.autoIssue}</Label>
          <p id={`${id}-auto-hint`} className="text-sm text-slate-600">
            {t.autoIssueHint}
          </p>
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-attendance`}
          type="checkbox"
          checked={requireAttendance}
          onChange={(event) => setRequireAttendance(event.target.checked)}
          className="mt-1 size-4 accent-indigo-700"
        />
        <Label htmlFor={`${id}-attendance`}>{t.requireAttendance}</Label>
      </div>
      {requireAttendance ? (
        <div className="grid max-w-xs gap-1.5 pl-7">
          <Label htmlFor={`${id}-percent`}>{t.attendanceLabel}</Label>
          <Input
            id={`${id}-percent`}
            inputMode="numeric"
            value={percent}
            onChange={(event) => {
              setPercent(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-percent-hint${error ? ` ${id}-percent-error` : ""}`}
            className="w-28"
          />
          <p id={`${id}-percent-hint`} className="text-sm text-slate-600">
            {t.attendanceHint}
          </p>
          <FieldError id={`${id}-percent-error`} message={error} />
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <PendingLabel>{t.saving}</PendingLabel> : t.save}
        </Button>
      </div>
    </form>
  );
}
