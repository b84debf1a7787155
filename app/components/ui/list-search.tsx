import { SearchIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "#app/lib/cn.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

type ListSearchProps = {
  /** The visible label; "Search" by default. */
  label?: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** The search box above an admin list: labelled, with the magnifier, no autocomplete or spellcheck. */
export function ListSearch({
  label = "Search",
  placeholder,
  maxLength,
  value,
  onChange,
  className,
}: ListSearchProps) {
  const id = useId();
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
