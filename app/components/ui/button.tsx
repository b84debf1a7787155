import { type ComponentProps, cloneElement, isValidElement, type ReactElement, type Ref } from "react";
import { cn } from "#app/lib/cn.ts";

export const buttonVariants = {
  default: "bg-indigo-600 text-white shadow-sm hover:bg-indigo-700 active:bg-indigo-800",
  outline: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 hover:text-slate-950",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  link: "text-indigo-700 underline-offset-4 hover:underline",
  destructive: "bg-red-600 text-white shadow-sm hover:bg-red-700",
} as const;

export const buttonSizes = {
  default: "h-10 px-4 py-2",
  sm: "h-8 rounded-md px-3 text-xs",
  lg: "h-11 rounded-md px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

export function buttonClassName(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = "default", size = "default", className } = options;
  return cn(
    "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors",
    "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
    buttonVariants[variant],
    variant === "link" ? "h-auto px-0 py-0" : buttonSizes[size],
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a router <Link>) with button styling instead of a <button>. */
  asChild?: boolean;
};

type AnyProps = Record<string, unknown>;

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): Ref<T> {
  return (node: T | null) => {
    const cleanups: (() => void)[] = [];
    for (const ref of refs) {
      if (typeof ref === "function") {
        const cleanup = ref(node);
        cleanups.push(typeof cleanup === "function" ? cleanup : () => ref(null));
      } else if (ref) {
        ref.current = node;
        cleanups.push(() => {
          ref.current = null;
        });
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  };
}

/**
 * Radix's Slot, the part Button needs (about 2 KB brotli less on every page): renders its only child
 * with the slot's props merged in. The child's own props win, except that class names are joined,
 * styles merged, event handlers both run (the child's first) and refs both receive the element.
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: unknown }) {
  if (!isValidElement<AnyProps>(children)) return null;
  const child = children as ReactElement<AnyProps>;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(slotProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "style" && slotValue && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "ref" && slotValue && childValue) {
      merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    }
  }
  return cloneElement(child, merged);
}

// React 19 passes `ref` as an ordinary prop, so spreading props forwards it without forwardRef.
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={buttonClassName({ variant, size, className })} {...props} />;
  // A bare <button> inside a form submits it; default to "button" so only explicit submits do.
  return (
    <button type={type ?? "button"} className={buttonClassName({ variant, size, className })} {...props} />
  );
}
