import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { ContactDialog } from "./contact-dialog.tsx";

type ContactDialogApi = { openContactDialog: () => void };

const ContactDialogContext = createContext<ContactDialogApi | null>(null);

// One dialog for the whole page: the footer's 'Contact' item, the bottom bar's callback button and any
// page can open it without each mounting its own copy. Needs a QueryClientProvider above it.
export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const api = useMemo<ContactDialogApi>(() => ({ openContactDialog: () => setOpen(true) }), []);
  return (
    <ContactDialogContext.Provider value={api}>
      {children}
      <ContactDialog open={open} onOpenChange={setOpen} />
    </ContactDialogContext.Provider>
  );
}

export function useContactDialog(): ContactDialogApi {
  const api = useContext(ContactDialogContext);
  if (!api) throw new Error("useContactDialog must be used within a ContactDialogProvider");
  return api;
}
