import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { controlClassName } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import { joinClassText as t } from "#contracts/join-class-text.ts";

/**
 * A link to copy: read-only (focusing it selects it all) with a Copy button. Where the browser refuses the
 * clipboard (an http page, a denied permission) the link is selected and the person is told to copy it.
 */
export function CopyField({ label, value, what }: { label: string; value: string; what: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("copied");
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied("failed");
    }
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={cn("flex h-10 font-mono text-xs md:text-xs", controlClassName)}
        />
        <Button
          variant="outline"
          onClick={() => void copy()}
          aria-label={copied === "copied" ? t.copiedNamed(what) : t.copyNamed(what)}
        >
          {copied === "copied" ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied === "copied" ? t.copied : t.copy}
        </Button>
      </div>
      <p role="status" className="min-h-4 text-xs text-slate-700">
        {copied === "failed" ? t.copyFailed : copied === "copied" ? t.copiedNamed(what) : ""}
      </p>
    </div>
  );
}
