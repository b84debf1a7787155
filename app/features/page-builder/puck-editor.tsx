import "@puckeditor/core/puck.css";
import { type Data, Puck } from "@puckeditor/core";
import { memo, useCallback, useState } from "react";
import type { EditorDocument } from "./page-document.ts";
import { type PuckBlockProps, puckConfig } from "./puck-config.tsx";

// The block editor itself: Puck with our blocks, loaded through React.lazy by block-canvas.tsx once the
// page's shell has rendered, so neither Puck nor its stylesheet is in the route's first load (decision 0063).
// The canvas is drawn in the page, not in an iframe (the CSP has no frame source); Puck's own Publish
// button is left out: saving and publishing are the page's, with their checks and questions.

type PuckEditorProps = {
  /** The blocks to start from; later changes of the prop are ignored (Puck owns the data while open). */
  document: EditorDocument;
  onChange: (document: EditorDocument) => void;
  title: string;
};

const noHeaderActions = () => <></>;

function PuckEditor({ document, onChange, title }: PuckEditorProps) {
  const [data] = useState(() => document as unknown as Data<PuckBlockProps>);
  const change = useCallback(
    (next: Data<PuckBlockProps>) =>
      onChange({
        root: next.root as EditorDocument["root"],
        content: next.content as EditorDocument["content"],
      }),
    [onChange],
  );
  return (
    <Puck
      config={puckConfig}
      data={data}
      onChange={change}
      iframe={{ enabled: false }}
      headerTitle={title}
      overrides={{ headerActions: noHeaderActions }}
      height="100%"
    />
  );
}

// The document only seeds Puck: a change of it (each edit comes back through onChange) need not redraw Puck.
export default memo(
  PuckEditor,
  (before, after) => before.title === after.title && before.onChange === after.onChange,
);
