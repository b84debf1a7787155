import { useCallback, useEffect, useRef, useState } from "react";

type SubmissionState<TData> =
  | { status: "idle"; data: undefined; error: null }
  | { status: "pending"; data: undefined; error: null }
  | { status: "success"; data: TData; error: null }
  | { status: "error"; data: undefined; error: Error };

export type SubmissionOptions<TVariables, TData> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
};

const idle = { status: "idle", data: undefined, error: null } as const;

// The submit state of the public forms (sign-in, register, password reset, webinar, page forms):
// TanStack Query's useMutation surface (mutate, isPending, isSuccess, isError, data, error, reset) without
// its 10 KB, which every public page would otherwise download with the shell (decision 0012). Like the
// spec's mutations it never retries.
export function useSubmission<TVariables, TData>(options: SubmissionOptions<TVariables, TData>) {
  const [state, setState] = useState<SubmissionState<TData>>(idle);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(true);
  const attempt = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((variables: TVariables) => {
    const id = ++attempt.current;
    setState({ status: "pending", data: undefined, error: null });
    // The form's own callbacks run even when the form is gone (a sign-in swaps the form for the
    // signed-in panel before its navigation runs); only a newer attempt or a reset overrides them.
    const current = () => id === attempt.current;
    latest.current.mutationFn(variables).then(
      (data) => {
        if (!current()) return;
        if (mounted.current) setState({ status: "success", data, error: null });
        latest.current.onSuccess?.(data, variables);
      },
      (cause: unknown) => {
        if (!current()) return;
        const error = cause instanceof Error ? cause : new Error(String(cause));
        if (mounted.current) setState({ status: "error", data: undefined, error });
        latest.current.onError?.(error, variables);
      },
    );
  }, []);

  const reset = useCallback(() => {
    attempt.current++;
    setState(idle);
  }, []);

  return { mutate, reset, ...flags(state) };
}

// A union, as TanStack's result is: after `if (submission.isSuccess)` the data is typed as present.
type Flags<TData> =
  | { isPending: false; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
  | { isPending: false; isSuccess: true; isError: false; data: TData; error: null }
  | { isPending: false; isSuccess: false; isError: true; data: undefined; error: Error };

function flags<TData>(state: SubmissionState<TData>): Flags<TData> {
  switch (state.status) {
    case "idle":
      return { isPending: false, isSuccess: false, isError: false, data: undefined, error: null };
    case "pending":
      return { isPending: true, isSuccess: false, isError: false, data: undefined, error: null };
    case "success":
      return { isPending: false, isSuccess: true, isError: false, data: state.data, error: null };
    case "error":
      return { isPending: false, isSuccess: false, isError: true, data: undefined, error: state.error };
  }
}
