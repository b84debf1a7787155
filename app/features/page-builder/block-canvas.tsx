import { Maximize2Icon, Minimize2Icon, MonitorIcon } from "lucide-react";
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { cn } from "#app/lib/cn.ts";
import { BlockOutline } from "./block-outline.tsx";
import { blockLabelOf, blockSummary, type EditorDocument, looseBlocks } from "./page-document.ts";

type EditorProps = { document: EditorDocument; onChange: (document: EditorDocument) => void; title: string };

// Puck (about 250 KB brotli with its rich-text and drag libraries) is never in the route's first load: it is
// imported here after the page's shell has rendered, with a loading state meanwhile (decision 0063).
const loadEditor = () => import("./puck-editor.tsx");

const wideQuery = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(wideQuery);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Whether the screen is wide enough for the editor; null on the server and while hydrating. */
function useWideScreen(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideQuery).matches,
    () => null,
  );
}

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="grid justify-items-start gap-3 p-4">
        <FormAlert>The block editor could not be loaded. Check your connection and try again.</FormAlert>
        <Button
          variant="outline"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
}

const loading = (
  <div className="flex h-full min-h-64 items-center justify-center">
    <Spinner label="Loading the block editor..." />
  </div>
);

type BlockCanvasProps = EditorProps & {
  /** The editor over the whole window, with `toolbar` (saving) above it. */
  fullScreen: boolean;
  onFullScreen: (fullScreen: boolean) => void;
  toolbar: ReactNode;
};

/** The blocks: Puck's editor on a wide screen; on a phone, the blocks as a list and a word about width. */
export function BlockCanvas({
  document,
  onChange,
  title,
  fullScreen,
  onFullScreen,
  toolbar,
}: BlockCanvasProps) {
  const wide = useWideScreen();
  // A new lazy component per attempt: React keeps a failed import's rejection, so a retry needs a fresh one.
  const [Editor, setEditor] = useState<ComponentType<EditorProps>>(() => lazy(loadEditor));
  const expanded = fullScreen && wide === true;
  useEffect(() => {
    if (!expanded) return;
    const overflow = window.document.body.style.overflow;
    window.document.body.style.overflow = "hidden";
    return () => {
      window.document.body.style.overflow = overflow;
    };
  }, [expanded]);

  return (
    <section aria-labelledby="page-blocks-title" className="grid min-w-0 gap-3">
      <h2 id="page-blocks-title" className="text-lg font-semibold text-slate-900">
        Blocks
      </h2>
      {wide === false ? (
        <div className="grid gap-3">
          <p className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <MonitorIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Use a wider screen to edit blocks (at least 768 pixels). Settings, saving and publishing work
            here.
          </p>
          <BlockOutline
            label="Blocks of the draft"
            entries={looseBlocks(document.content).map((block) => ({
              id: block.id,
              type: block.type,
              label: blockLabelOf(block.type),
              summary: blockSummary(block),
              status: "same",
              changedFields: [],
            }))}
          />
        </div>
      ) : (
        <div
          className={cn(
            "flex flex-col overflow-hidden bg-white",
            expanded ? "fixed inset-0 z-[55]" : "h-[85vh] min-h-[36rem] rounded-lg border border-slate-200",
          )}
        >
          <div className="flex flex-wrap items-center justify-end gap-2 border-b border-slate-200 px-3 py-2">
            {expanded ? toolbar : null}
            <Button variant="outline" size="sm" onClick={() => onFullScreen(!expanded)}>
              {expanded ? <Minimize2Icon aria-hidden="true" /> : <Maximize2Icon aria-hidden="true" />}
              {expanded ? "Leave full screen" : "Full screen"}
            </Button>
          </div>
          <div className="min-h-0 flex-1">
            {wide === null ? (
              loading
            ) : (
              <LoadBoundary onRetry={() => setEditor(() => lazy(loadEditor))}>
                <Suspense fallback={loading}>
                  <Editor document={document} onChange={onChange} title={title} />
                </Suspense>
              </LoadBoundary>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
