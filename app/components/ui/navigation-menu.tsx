import { ChevronDownIcon } from "lucide-react";
import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { type ComponentProps, useCallback } from "react";
import { navigationMenuDelays } from "../../../contracts/limits.ts";
import { cn } from "../../lib/cn.ts";

// SPEC.md section 9 fixes the open and skip delays; Radix's own close delay is already the spec's 150 ms.
export function NavigationMenu({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      delayDuration={navigationMenuDelays.openMs}
      skipDelayDuration={navigationMenuDelays.skipMs}
      className={cn("relative z-10 flex max-w-max flex-1 items-center justify-center", className)}
      {...props}
    >
      {children}
      <NavigationMenuViewport />
    </NavigationMenuPrimitive.Root>
  );
}

export function NavigationMenuList({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      className={cn("group flex flex-1 list-none items-center justify-center gap-1", className)}
      {...props}
    />
  );
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item;

export const navigationMenuTriggerClassName = cn(
  "group inline-flex h-10 w-max items-center justify-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors",
  "hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500",
  "data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900 data-[active]:text-indigo-700",
);

/**
 * Radix renders a focus sentinel after an open trigger (a tabbable span) and marks it aria-hidden, which axe
 * reports as a serious "aria-hidden-focus" violation (radix-ui/primitives#3085). The span is empty and moves
 * focus into the menu as soon as it receives it, so it is safe to leave it in the accessibility tree.
 */
function unhideFocusProxy(trigger: HTMLButtonElement): () => void {
  const item = trigger.parentElement;
  if (!item) return () => {};
  const fix = () => {
    const proxy = trigger.nextElementSibling;
    if (
      proxy instanceof HTMLElement &&
      proxy.tabIndex === 0 &&
      proxy.getAttribute("aria-hidden") === "true"
    ) {
      proxy.removeAttribute("aria-hidden");
    }
  };
  const observer = new MutationObserver(fix);
  observer.observe(item, { childList: true });
  fix();
  return () => observer.disconnect();
}

export function NavigationMenuTrigger({
  className,
  children,
  ref,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  const triggerRef = useCallback(
    (element: HTMLButtonElement | null) => {
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
      if (!element) return;
      const stop = unhideFocusProxy(element);
      return () => {
        stop();
        if (typeof ref === "function") ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  return (
    <NavigationMenuPrimitive.Trigger
      ref={triggerRef}
      className={cn(navigationMenuTriggerClassName, className)}
      {...props}
    >
      {children}
      <ChevronDownIcon
        aria-hidden="true"
        className="relative top-px ml-1 size-4 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      className={cn("top-0 left-0 w-full md:absolute md:w-auto", className)}
      {...props}
    />
  );
}

export function NavigationMenuViewport({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Viewport>) {
  return (
    <div className="absolute top-full left-0 flex justify-center">
      <NavigationMenuPrimitive.Viewport
        className={cn(
          "relative mt-1.5 h-[var(--radix-navigation-menu-viewport-height)] w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-lg",
          "md:w-[var(--radix-navigation-menu-viewport-width)]",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function NavigationMenuLink({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Link>) {
  return (
    <NavigationMenuPrimitive.Link
      className={cn(
        "block rounded-md p-3 text-sm text-slate-700 no-underline transition-colors outline-none select-none",
        "hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 data-[active]:bg-indigo-50",
        className,
      )}
      {...props}
    />
  );
}

export function NavigationMenuIndicator({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Indicator>) {
  return (
    <NavigationMenuPrimitive.Indicator
      className={cn("top-full z-[1] flex h-1.5 items-end justify-center overflow-hidden", className)}
      {...props}
    >
      <div className="relative top-[60%] size-2 rotate-45 rounded-tl-sm bg-slate-200 shadow-md" />
    </NavigationMenuPrimitive.Indicator>
  );
}
