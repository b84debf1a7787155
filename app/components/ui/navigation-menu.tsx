import { ChevronDownIcon } from "lucide-react";
import {
  type ComponentProps,
  cloneElement,
  createContext,
  type FocusEvent,
  isValidElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "#app/lib/cn.ts";
import { navigationMenuDelays } from "#contracts/limits.ts";

// A small disclosure-style navigation menu (WAI-ARIA "disclosure navigation"), written for the public
// header instead of Radix NavigationMenu: same behaviour and the spec's delays (SPEC.md section 9) at a
// tenth of the JavaScript. Hover opens after `openMs`; moving to another trigger while one is open, or
// coming back within `skipMs` of a close, opens at once; leaving closes after `closeMs`, or after
// `pointerGraceMs` when the pointer leaves the trigger towards its panel. Inside an open panel, arrow
// keys, Home and End move between links and typing jumps to the link starting with the typed text
// (the typed text resets after `typeaheadResetMs`). Escape closes and returns focus to the trigger.
// Panels are server-rendered (hidden) so their links are in the HTML for crawlers.

type MenuApi = {
  openItem: string | null;
  hoverTrigger(item: string): void;
  leaveTrigger(item: string, towardsPanel: boolean): void;
  enterPanel(): void;
  leavePanel(): void;
  toggle(item: string): void;
  open(item: string): void;
  close(): void;
};

const MenuContext = createContext<MenuApi | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(null);
const PanelContext = createContext(false);

function useMenu(): MenuApi {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error("NavigationMenu parts must be used inside <NavigationMenu>");
  return menu;
}

function useItem() {
  const item = useContext(ItemContext);
  if (!item)
    throw new Error("NavigationMenuTrigger and NavigationMenuContent belong in a NavigationMenuItem");
  return item;
}

function focusables(container: Element | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
}

export function NavigationMenu({ className, children, ...props }: ComponentProps<"nav">) {
  const [openItem, setOpenItem] = useState<string | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const openRef = useRef<string | null>(null);
  openRef.current = openItem;

  const api = useMemo<MenuApi>(() => {
    const clearTimers = () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
      openTimer.current = undefined;
      closeTimer.current = undefined;
    };
    const open = (item: string) => {
      clearTimers();
      setOpenItem(item);
    };
    const close = () => {
      clearTimers();
      if (openRef.current !== null) closedAt.current = Date.now();
      setOpenItem(null);
    };
    const scheduleClose = (ms: number) => {
      clearTimeout(openTimer.current);
      openTimer.current = undefined;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(close, ms);
    };
    return {
      openItem: null,
      hoverTrigger(item) {
        clearTimeout(closeTimer.current);
        closeTimer.current = undefined;
        if (openRef.current === item || openTimer.current !== undefined) return;
        const skip = openRef.current !== null || Date.now() - closedAt.current < navigationMenuDelays.skipMs;
        if (skip) open(item);
        else openTimer.current = setTimeout(() => open(item), navigationMenuDelays.openMs);
      },
      leaveTrigger(item, towardsPanel) {
        if (openRef.current !== item) {
          clearTimeout(openTimer.current);
          openTimer.current = undefined;
          return;
        }
        scheduleClose(towardsPanel ? navigationMenuDelays.pointerGraceMs : navigationMenuDelays.closeMs);
      },
      enterPanel() {
        clearTimeout(closeTimer.current);
        closeTimer.current = undefined;
      },
      leavePanel() {
        scheduleClose(navigationMenuDelays.closeMs);
      },
      toggle(item) {
        if (openRef.current === item) close();
        else open(item);
      },
      open,
      close,
    };
  }, []);

  useEffect(() => {
    if (openItem === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) api.close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openItem, api]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const value = useMemo(() => ({ ...api, openItem }), [api, openItem]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) api.close();
  };

  return (
    <MenuContext.Provider value={value}>
      <nav
        ref={rootRef}
        onBlur={onBlur}
        className={cn("relative z-10 flex max-w-max flex-1 items-center justify-center", className)}
        {...props}
      >
        {children}
      </nav>
    </MenuContext.Provider>
  );
}

/** Left and right arrows move between the top-level triggers and links. */
export function NavigationMenuList({ className, onKeyDown, ...props }: ComponentProps<"ul">) {
  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    onKeyDown?.(event);
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const top = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-nav-top]")];
    const index = top.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const step = event.key === "ArrowRight" ? 1 : -1;
    top[(index + step + top.length) % top.length]?.focus();
  };
  return (
    <ul
      className={cn("group flex flex-1 list-none items-center justify-center gap-1", className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export function NavigationMenuItem({ className, ...props }: ComponentProps<"li">) {
  const value = useId();
  const item = useMemo(() => ({ value, triggerId: `${value}-trigger`, panelId: `${value}-panel` }), [value]);
  return (
    <ItemContext.Provider value={item}>
      <li className={cn("relative", className)} {...props} />
    </ItemContext.Provider>
  );
}

export const navigationMenuTriggerClassName = cn(
  "group inline-flex h-10 w-max items-center justify-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors",
  "hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
  "data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900 data-[active]:text-indigo-700",
);

export function NavigationMenuTrigger({ className, children, ...props }: ComponentProps<"button">) {
  const menu = useMenu();
  const item = useItem();
  const open = menu.openItem === item.value;
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === "mouse") menu.hoverTrigger(item.value);
  };
  const onPointerLeave = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== "mouse") return;
    const rect = event.currentTarget.getBoundingClientRect();
    menu.leaveTrigger(item.value, rect.height > 0 && event.clientY >= rect.bottom - 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    menu.open(item.value);
    // The panel is in the DOM already (hidden); focus its first link once it shows.
    requestAnimationFrame(() => focusables(document.getElementById(item.panelId))[0]?.focus());
  };
  return (
    <button
      type="button"
      id={item.triggerId}
      data-nav-top=""
      aria-expanded={open}
      aria-controls={item.panelId}
      data-state={open ? "open" : "closed"}
      onClick={() => menu.toggle(item.value)}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      className={cn(navigationMenuTriggerClassName, className)}
      {...props}
    >
      {children}
      <ChevronDownIcon
        aria-hidden="true"
        className="relative top-px ml-1 size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </button>
  );
}

export function NavigationMenuContent({ className, children, ...props }: ComponentProps<"div">) {
  const menu = useMenu();
  const item = useItem();
  const open = menu.openItem === item.value;
  const typed = useRef({ text: "", timer: undefined as ReturnType<typeof setTimeout> | undefined });

  useEffect(() => () => clearTimeout(typed.current.timer), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = focusables(event.currentTarget);
    const index = links.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => {
      event.preventDefault();
      links[(next + links.length) % links.length]?.focus();
    };
    if (event.key === "Escape") {
      event.preventDefault();
      menu.close();
      document.getElementById(item.triggerId)?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowRight") focusAt(index + 1);
    else if (event.key === "ArrowUp" || event.key === "ArrowLeft") focusAt(index - 1);
    else if (event.key === "Home") focusAt(0);
    else if (event.key === "End") focusAt(links.length - 1);
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const state = typed.current;
      clearTimeout(state.timer);
      state.text += event.key.toLowerCase();
      state.timer = setTimeout(() => {
        state.text = "";
      }, navigationMenuDelays.typeaheadResetMs);
      // Search from the current link when repeating one letter, else from the next one.
      const ordered = [...links.slice(index + 1), ...links.slice(0, index + 1)];
      const match = ordered.find((link) => link.textContent?.trim().toLowerCase().startsWith(state.text));
      if (match) {
        event.preventDefault();
        match.focus();
      }
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: key handling for the links inside the panel
    <div
      id={item.panelId}
      hidden={!open}
      data-state={open ? "open" : "closed"}
      onPointerEnter={(event) => event.pointerType === "mouse" && menu.enterPanel()}
      onPointerLeave={(event) => event.pointerType === "mouse" && menu.leavePanel()}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) menu.close();
      }}
      className={cn(
        "top-full left-0 z-20 mt-1.5 w-full rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg md:absolute md:w-auto",
        className,
      )}
      {...props}
    >
      <PanelContext.Provider value={true}>{children}</PanelContext.Provider>
    </div>
  );
}

type NavigationMenuLinkProps = ComponentProps<"a"> & {
  /** Marks the link of the page being shown (aria-current and styling). */
  active?: boolean;
  /** Style the single child element (e.g. a router <Link>) instead of rendering an <a>. */
  asChild?: boolean;
};

export function NavigationMenuLink({
  className,
  active,
  asChild,
  children,
  ...props
}: NavigationMenuLinkProps) {
  const inPanel = useContext(PanelContext);
  const styled = {
    "data-active": active ? "" : undefined,
    "aria-current": active ? ("page" as const) : undefined,
    // Top-level links take part in the left/right arrow movement of the list.
    "data-nav-top": inPanel ? undefined : "",
  };
  const linkClassName = cn(
    "block rounded-md p-3 text-sm text-slate-700 no-underline transition-colors outline-none select-none",
    "hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 data-[active]:bg-indigo-50",
    className,
  );
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      ...styled,
      className: cn(linkClassName, child.props.className),
    } as Record<string, unknown>);
  }
  return (
    <a className={linkClassName} {...styled} {...props}>
      {children}
    </a>
  );
}
