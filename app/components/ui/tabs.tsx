import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useRef } from "react";
import { cn } from "#app/lib/cn.ts";

// The WAI-ARIA tabs pattern (automatic activation), written here instead of Radix Tabs: the auth page is
// public, and Radix's version cost it 5.7 KB of first-load JavaScript (decision 0012). Arrow keys move
// between tabs and select them, Home and End jump to the ends; only the selected tab is in the tab order.
type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be used within <Tabs>");
  return state;
}

const idOf = (baseId: string, part: "trigger" | "content", value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, baseId }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  const list = useRef<HTMLDivElement>(null);
  const { select } = useTabs();

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []),
    ];
    const current = tabs.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    tab?.focus();
    if (tab?.dataset.value) select(tab.dataset.value);
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn(
        "inline-flex h-11 w-full items-center rounded-lg bg-slate-100 p-1 text-slate-700",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, "trigger", value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, "content", value)}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        "inline-flex h-9 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors",
        "hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
        "data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * The panel of one tab; an unselected panel keeps its element (for aria-controls) but renders nothing.
 * Not focusable itself: our panels hold form fields, which Tab reaches next (APG guidance).
 */
export function TabsContent({
  value,
  className,
  children,
  ...props
}: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, "content", value)}
      aria-labelledby={idOf(tabs.baseId, "trigger", value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      className={cn(
        "mt-6 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
        className,
      )}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
