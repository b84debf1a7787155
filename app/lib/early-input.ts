import { useEffect, useRef } from "react";

// Decision 0021: input typed before hydration. Pages are complete HTML and their scripts start after the
// first paint (decisions 0006, 0016), so a visitor (or a password manager) can fill a form before React
// runs. React adopts the server's elements as they are and only writes a field's value on its next
// render, from state that never saw the typing: the field empties and the submit sends nothing.
//
// useEarlyInput() gives a form (or any element around controlled fields) a ref; once React has the
// element it finds each field whose value differs from what the server rendered and replays that change
// through React's own onChange, so whatever state the form keeps (useState, a form hook, a library)
// learns the value as if the visitor had typed it now. A submit pressed early is held by the inline guard
// (early-submit-guard.server.ts, first in every page's <head>) and sent again here once the values are
// in the state.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Replay = () => void;

const notTyped = new Set(["hidden", "submit", "button", "reset", "image"]);

function setRaw(control: Control, property: "value" | "checked", value: string | boolean) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set?.call(control, value);
}

function send(control: Control, type: string) {
  control.dispatchEvent(new Event(type, { bubbles: true }));
}

/** What to replay for one field the visitor changed before hydration; null when it is as rendered. */
export function earlyChange(control: Control): Replay | null {
  if (control.disabled) return null;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    // The `selected` attribute is the server's choice (defaultSelected, which not every DOM implements).
    const rendered = options.map((option) => option.hasAttribute("selected"));
    if (options.every((option, index) => option.selected === rendered[index])) return null;
    // A select without a preselected option shows its first one: that is not a change either.
    const shown = options.find((_, index) => rendered[index]) ?? options[0];
    if (!control.multiple && control.value === (shown?.value ?? "")) return null;
    const selected = options.map((option) => option.selected);
    return () => {
      options.forEach((option, index) => {
        option.selected = selected[index] ?? false;
      });
      send(control, "change");
    };
  }
  if (control instanceof HTMLInputElement) {
    if (notTyped.has(control.type)) return null;
    if (control.type === "file") return control.files?.length ? () => send(control, "change") : null;
    if (control.type === "checkbox" || control.type === "radio") {
      const checked = control.checked;
      // A radio group reports the chosen button only, as a click would.
      if (checked === control.defaultChecked || (control.type === "radio" && !checked)) return null;
      return () => {
        // React ignores a click whose state equals the one it last saw (its value tracker, updated
        // through the element's own property): show it the old state, then set the new one past it.
        control.checked = !checked;
        setRaw(control, "checked", checked);
        send(control, "click");
      };
    }
  }
  const typed = control.value;
  const rendered = (control as HTMLInputElement | HTMLTextAreaElement).defaultValue;
  if (typed === rendered) return null;
  return () => {
    // As for checkboxes: React's tracker sees the rendered value, the element gets the typed one.
    control.value = rendered;
    setRaw(control, "value", typed);
    send(control, "input");
  };
}

/** Replays every early change under `root`; a form submitted early (see the guard) is submitted again. */
export function adoptEarlyInput(root: HTMLElement, changes: readonly Replay[]) {
  for (const replay of changes) replay();
  root.setAttribute("data-live", "");
  const form = root as HTMLElement & { earlySubmit?: boolean };
  if (form instanceof HTMLFormElement && form.earlySubmit) {
    form.earlySubmit = false;
    // A task later: the replayed changes have rendered, so the submit handler sees them.
    setTimeout(() => {
      if (form.isConnected) form.requestSubmit();
    });
  }
}

/**
 * Spread on every form (`<form {...useEarlyInput()} method="post" ...>`): keeps what was typed before
 * hydration. Works with any controlled or uncontrolled fields inside.
 */
export function useEarlyInput<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Read now, before any later render writes the state's values over the typed ones ...
    const changes = [...root.querySelectorAll<Control>("input, textarea, select")]
      .map(earlyChange)
      .filter((change): change is Replay => change !== null);
    let current = true;
    // ... and replay outside React's commit, so each change renders before the next one is sent.
    queueMicrotask(() => {
      if (current && root.isConnected) adoptEarlyInput(root, changes);
    });
    return () => {
      current = false;
    };
  }, []);
  return { ref, "data-early-input": "" } as const;
}
