import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { emailTrackingApi } from "#contracts/api/email-tracking.ts";
import type { TrackedMailDetail } from "#contracts/email-tracking.ts";
import { emailTrackingMessages } from "#contracts/email-tracking-text.ts";
import { emailTrackingQueryKey, trackedMailQueryKey } from "./email-tracking-filters.ts";
import { DateTime, kindLabel, MailStatusBadge } from "./mail-badges.tsx";

type MailDetailDialogProps = { id: string; onClose: () => void };

/** One mail: its delivery, opens and clicks, its text and HTML parts, and Resend (confirmed first). */
export function MailDetailDialog({ id, onClose }: MailDetailDialogProps) {
  const mail = useQuery({
    queryKey: trackedMailQueryKey(id),
    queryFn: ({ signal }) => apiRequest(emailTrackingApi.mail, { params: { id }, signal }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="break-words pr-6">{mail.data ? mail.data.subject : "Mail"}</DialogTitle>
          <DialogDescription className="break-all">
            {mail.data ? `To ${mail.data.to}` : "Loading..."}
          </DialogDescription>
        </DialogHeader>
        {mail.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading mail..." />
          </div>
        ) : mail.isError ? (
          <FormAlert tone="error">{mail.error.message}</FormAlert>
        ) : (
          <MailBody mail={mail.data} onResent={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function facts(mail: TrackedMailDetail): Array<[string, React.ReactNode]> {
  const rows: Array<[string, React.ReactNode]> = [
    ["Kind", kindLabel(mail.kind)],
    ["Status", <MailStatusBadge key="status" status={mail.status} />],
    ["Attempts", String(mail.attempts)],
    ["Created", <DateTime key="created" iso={mail.createdAt} />],
    ["Sent", mail.sentAt ? <DateTime key="sent" iso={mail.sentAt} /> : "Not yet"],
  ];
  if (mail.lastError) rows.push(["Last error", mail.lastError]);
  if (!mail.trackable)
    rows.push(["Tracking", "Off for this kind of mail (password, account and test mails are never tracked)"]);
  else if (!mail.tracked) rows.push(["Tracking", mail.html ? "Not sent yet" : "No HTML part to track"]);
  else {
    rows.push([
      "First opened",
      mail.firstOpenedAt ? <DateTime key="opened" iso={mail.firstOpenedAt} /> : "Not yet",
    ]);
    rows.push([
      "Clicks",
      mail.firstClickedAt ? (
        <span key="clicks">
          {mail.clickCount}, first <DateTime iso={mail.firstClickedAt} />
        </span>
      ) : (
        "None yet"
      ),
    ]);
  }
  if (mail.resentFromId) rows.push(["Copy of", mail.resentFromId]);
  return rows;
}

function MailBody({ mail, onResent }: { mail: TrackedMailDetail; onResent: () => void }) {
  const [part, setPart] = useState(mail.html ? "html" : "text");
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => apiRequest(emailTrackingApi.resendMail, { params: { id: mail.id } }),
    onSuccess: (result) => {
      toast({ title: emailTrackingMessages.resent, description: result.message });
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: emailTrackingQueryKey });
      onResent();
    },
  });

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {facts(mail).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <Tabs value={part} onValueChange={setPart} className="grid gap-2">
        <TabsList aria-label="Mail part">
          {mail.html ? <TabsTrigger value="html">HTML</TabsTrigger> : null}
          <TabsTrigger value="text">Text</TabsTrigger>
        </TabsList>
        {mail.html ? (
          <TabsContent value="html">
            {/* Sandboxed with no permissions: no scripts, no forms, no navigation of this page. The HTML is
                the one written, without the tracking pixel, so looking at it records no open. */}
            <iframe
              title={`HTML part of ${mail.subject}`}
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={mail.html}
              className="h-96 w-full rounded-md border border-slate-200 bg-white"
            />
          </TabsContent>
        ) : null}
        <TabsContent value="text">
          <pre className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words text-slate-900">
            {mail.text}
          </pre>
        </TabsContent>
      </Tabs>

      <DialogFooter className="items-center">
        {mail.resendable ? (
          <Button onClick={() => setConfirming(true)}>Resend</Button>
        ) : (
          <p className="text-sm text-slate-700">{emailTrackingMessages.resendRefused}</p>
        )}
      </DialogFooter>

      {confirming ? (
        <Dialog open onOpenChange={(open) => !open && !resend.isPending && setConfirming(false)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Resend this mail?</DialogTitle>
              <DialogDescription className="break-words">
                A copy of "{mail.subject}" is queued for {mail.to} and sent like any new mail.
              </DialogDescription>
            </DialogHeader>
            <FormAlert tone="error">
              {resend.error ? resend.error.message || emailTrackingMessages.resendFailed : null}
            </FormAlert>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={resend.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button disabled={resend.isPending} onClick={() => resend.mutate()}>
                {resend.isPending ? <PendingLabel>Queueing...</PendingLabel> : "Resend"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
