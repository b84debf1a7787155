import { type ReactNode, useSyncExternalStore } from "react";
import { limits } from "#contracts/limits.ts";
import type { ToastActionElement, ToastVariant } from "./toast.tsx";

// SPEC.md section 9: at most one toast visible, and a dismissed toast stays mounted (closed) for the
// removal delay so Radix can finish its exit and a screen reader is not cut off mid-announcement.
export const TOAST_LIMIT = limits.toastLimit;
export const TOAST_REMOVE_DELAY = limits.toastRemoveDelayMs;

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionElement;
  /** Overrides the provider's display time for this toast. */
  duration?: number;
};

export type ToasterToast = ToastOptions & {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type ToastState = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

export function reducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const emptyState: ToastState = { toasts: [] };
let memoryState: ToastState = emptyState;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  removeTimers.set(
    toastId,
    setTimeout(() => {
      removeTimers.delete(toastId);
      dispatch({ type: "REMOVE_TOAST", toastId });
    }, TOAST_REMOVE_DELAY),
  );
}

function dispatch(action: Action): void {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

let count = 0;
function nextId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

export function toast(options: ToastOptions) {
  const id = nextId();
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  const update = (next: ToastOptions) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

/** Drops every toast at once, without the removal delay (sign-out, and isolation between tests). */
export function clearToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  dispatch({ type: "REMOVE_TOAST" });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server never shows toasts: its snapshot is always empty so hydration matches.
export function useToast() {
  const state = useSyncExternalStore(
    subscribe,
    () => memoryState,
    () => emptyState,
  );
  return { ...state, toast, dismiss: dismissToast };
}
