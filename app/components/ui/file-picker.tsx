import { useId, useRef } from "react";
import { FieldError } from "./field.tsx";

type FilePickerProps = {
  label: string;
  /** The MIME types offered in the browser's chooser (the server still judges the bytes). */
  accept: readonly string[];
  hint: string;
  error: string | null;
  disabled?: boolean;
  /** Larger files are refused here with `tooLarge`, before anything is sent. */
  maxBytes: number;
  tooLarge: string;
  /** A file was chosen; the input is emptied afterwards so the same file can be chosen again. */
  onFile: (file: File) => unknown;
  /** A size refusal from this picker (shown the way the server's are). */
  onError: (message: string) => void;
};

/** A labelled file input with its hint and error, for uploads sent as they are chosen (course cover, site images). */
export function FilePicker({
  label,
  accept,
  hint,
  error,
  disabled,
  maxBytes,
  tooLarge,
  onFile,
  onError,
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept.join(",")}
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          if (file.size > maxBytes) onError(tooLarge);
          else await Promise.resolve(onFile(file)).catch(() => undefined);
          if (input.current) input.current.value = "";
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
