import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";

type ContactDialogApi = { openContactDialog: () => void };

const ContactDialogContext = createContext<ContactDialogApi | null>(null);

// The dialog (and the form validation it brings) loads on first open: every page has the button,
// few visitors press it, and the first-load JavaScript budget is tight.
const ContactDialog = lazy(() => import("./contact-dialog.tsx").then((m) => ({ default: m.ContactDialog })));

// One dialog for the whole page: the footer's 'Contact' item and any
// page can open it without each mounting its own copy. Needs a ShellDataProvider above it.
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const api = useMemo<ContactDialogApi>(
    () => ({
      openContactDialog: () => {
        setRequested(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </ContactDialogContext.Provider>
  );
}

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext);
  if (!api) throw new Error("useContactDialog must be used within a ContactDialogProvider");
  return api;
}
