import { MailIcon } from "lucide-react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { useSiteSettings } from "#app/lib/use-site-data.ts";
import { limits } from "#contracts/limits.ts";
import { ContactFormFields, useContactForm } from "./contact-form.tsx";

export const contactReplyPromise = `We'll get back to you within ${limits.contactReplyHours} hours.`;

type ContactDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const { email: contactEmail } = useSiteSettings();
  // The values live in the hook, outside DialogContent (which unmounts when closed), so closing by accident keeps them.
  const form = useContactForm({ onSent: () => onOpenChange(false) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>
            Tell us how to reach you and an admissions advisor will help with programs, schedules and pricing.{" "}
            {contactReplyPromise}
          </DialogDescription>
        </DialogHeader>
        {contactEmail ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <MailIcon aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
            <span>
              Prefer email? Write to{" "}
              <a
                href={`mailto:${contactEmail}`}
                className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {contactEmail}
              </a>
            </span>
          </p>
        ) : null}
        <ContactFormFields form={form} />
      </DialogContent>
    </Dialog>
  );
}
