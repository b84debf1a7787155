import { useCallback, useEffect, useId, useRef, useState } from "react";

/**
 * The ids of a tree editor's controls by slot, focus that waits for the render under way, and the text of
 * its polite live region. The form's hook needs `focusSlot` before the form is drawn, so this stands apart
 * from TreeEditorForm, which takes what it returns.
 */
export function useSlotFocus() {
  const base = useId();
  const idOf = useCallback((slot: string) => `${base}-${slot.replaceAll(".", "-")}`, [base]);
  const [announcement, setAnnouncement] = useState("");
  // An element to focus once the render under way is committed (it may not exist yet: a new question).
  const pendingFocus = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const target = pendingFocus.current;
    if (focusRequest === 0 || !target) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  }, [focusRequest]);
  const focusSoon = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusRequest((n) => n + 1);
  }, []);
  const focusSlot = useCallback((slot: string) => focusSoon(idOf(slot)), [focusSoon, idOf]);
  return { idOf, focusSoon, focusSlot, announcement, announce: setAnnouncement };
}

export type SlotFocus = ReturnType<typeof useSlotFocus>;
