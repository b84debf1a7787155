import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BadgeCheckIcon, ShieldXIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import type { AdminUserCertificates } from "#contracts/admin-certificates.ts";
import {
  adminCertificateLimits,
  adminCertificateMessages as m,
  adminCertificatesText as t,
} from "#contracts/admin-certificates-text.ts";
import type { AdminUser } from "#contracts/admin-users.ts";
import { certificateIssuingApi } from "#contracts/api/certificate-issuing.ts";
import { formatCalendarDate } from "#contracts/learning-text.ts";
import type { EarnedCertificate } from "#contracts/student-certificates.ts";

const queryKey = (userId: string) => ["admin", "user-certificates", userId] as const;

/**
 * An admin's certificate tools for one student (issue 16): their certificates (revoke one with a reason
 * the public page shows) and a certificate issued by hand for a course they are enrolled in.
 */
export function CertificatesDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: queryKey(user.id),
    queryFn: ({ signal }) => apiRequest(certificateIssuingApi.ofUser, { params: { id: user.id }, signal }),
  });
  const [revoking, setRevoking] = useState<EarnedCertificate | null>(null);
  const store = (data: AdminUserCertificates) => queryClient.setQueryData(queryKey(user.id), data);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t.title(user.name)}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {list.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading the certificates..." />
          </div>
        ) : list.isError ? (
          <FormAlert>
            {t.loadFailed}{" "}
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </FormAlert>
        ) : revoking ? (
          <RevokeForm
            certificate={revoking}
            onDone={() => {
              setRevoking(null);
              void list.refetch();
            }}
            onCancel={() => setRevoking(null)}
          />
        ) : (
          <div className="grid gap-6">
            <CertificateList certificates={list.data.certificates} onRevoke={setRevoking} />
            <IssueForm
              userId={user.id}
              issuable={list.data.issuable}
              onIssued={store}
              onConflict={() => void list.refetch()}
            />
          </div>
        )}
        {revoking ? null : (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t.close}</Button>
            </DialogClose>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CertificateList({
  certificates,
  onRevoke,
}: {
  certificates: readonly EarnedCertificate[];
  onRevoke: (certificate: EarnedCertificate) => void;
}) {
  if (certificates.length === 0) return <p className="text-sm text-slate-600">{t.none}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {certificates.map((certificate) => {
        const valid = certificate.status === "valid";
        return (
          <li key={certificate.code} className="flex flex-wrap items-start gap-3 p-3 text-sm">
            {valid ? (
              <BadgeCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
            ) : (
              <ShieldXIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{certificate.course.title}</p>
              <p className="text-slate-600">
                {`${formatCalendarDate(certificate.issuedOn)} · `}
                <a
                  href={certificate.pagePath}
                  className="font-mono text-indigo-700 underline-offset-4 hover:underline"
                >
                  {certificate.code}
                </a>
              </p>
              {valid ? null : <p className="text-red-800">{t.revokedOn(certificate.revokedReason ?? "")}</p>}
            </div>
            {valid ? (
              <Button size="sm" variant="destructive" onClick={() => onRevoke(certificate)}>
                {t.revoke}
                <span className="sr-only">{`: ${certificate.course.title}`}</span>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function IssueForm({
  userId,
  issuable,
  onIssued,
  onConflict,
}: {
  userId: string;
  issuable: AdminUserCertificates["issuable"];
  onIssued: (data: AdminUserCertificates) => void;
  /** The list changed meanwhile (issued automatically, say): read it again. */
  onConflict: () => void;
}) {
  const id = useId();
  const [courseSlug, setCourseSlug] = useState("");
  const [error, setError] = useState<string | null>(null);
  const issue = useMutation({
    mutationFn: (slug: string) =>
      apiRequest(certificateIssuingApi.issue, { params: { id: userId }, body: { courseSlug: slug } }),
    onSuccess: (data, slug) => {
      const title = issuable.find((course) => course.slug === slug)?.title ?? slug;
      setCourseSlug("");
      onIssued(data);
      toast({ title: t.issued(title) });
    },
    onError: (failure) => {
      setError(failure.message);
      if (failure instanceof ApiRequestError && failure.status === 409) onConflict();
    },
  });
  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!courseSlug) {
          setError(m.courseRequired);
          return;
        }
        setError(null);
        issue.mutate(courseSlug);
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {t.issueHeading}
      </h3>
      {issuable.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noIssuable}</p>
      ) : (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-course`}>{t.courseLabel}</Label>
            <Select
              id={`${id}-course`}
              value={courseSlug}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setCourseSlug(event.target.value);
                setError(null);
              }}
            >
              <option value="">{t.chooseCourse}</option>
              {issuable.map((course) => (
                <option key={course.slug} value={course.slug}>
                  {course.title}
                </option>
              ))}
            </Select>
            <FieldError id={`${id}-error`} message={error} />
          </div>
          <div>
            <Button type="submit" disabled={issue.isPending}>
              {issue.isPending ? <PendingLabel>{t.issuing}</PendingLabel> : t.issue}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

function RevokeForm({
  certificate,
  onDone,
  onCancel,
}: {
  certificate: EarnedCertificate;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: (text: string) =>
      apiRequest(certificateIssuingApi.revoke, {
        params: { code: certificate.code },
        body: { reason: text },
      }),
    onSuccess: () => {
      toast({ title: t.revokedToast });
      onDone();
    },
    onError: (failure) => setError(failure.message),
  });
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) {
          setError(m.reasonRequired);
          return;
        }
        setError(null);
        revoke.mutate(text);
      }}
    >
      <h3 className="font-semibold text-slate-900">{t.revokeHeading(certificate.course.title)}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>{t.reasonLabel}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          rows={3}
          maxLength={adminCertificateLimits.reasonMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t.reasonHint}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={revoke.isPending}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={revoke.isPending}>
          {revoke.isPending ? <PendingLabel>{t.revoking}</PendingLabel> : t.confirmRevoke}
        </Button>
      </div>
    </form>
  );
}
