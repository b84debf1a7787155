// Page renders start a few per turn of the event loop, in arrival order (decision 0031).
//
// A render runs on promises alone (PGlite answers without I/O, React renders to a buffer), so a request
// is read, rendered and answered within the callback that read it. With 50 requests ready, one turn of
// the loop rendered all of them (300 ms), and Node accepts one new connection a turn: a new visitor's
// connection waited seconds while the kept-alive clients were served again and again. Starting at most
// `perTurn` renders a turn, the others after the next turn's reads and accepts, keeps turns short and
// serves requests in the order they came. It limits starts, not renders in flight: a render waiting on
// PostgreSQL or a slow provider holds nothing back.

export type RenderTurns = {
  /** Starts `render` on a later turn, after the renders that came before it. */
  run<T>(render: () => Promise<T>): Promise<T>;
  /** Renders waiting to start (for tests and diagnostics). */
  waiting(): number;
};

export function createRenderTurns({ perTurn }: { perTurn: number }): RenderTurns {
  const queue: (() => void)[] = [];
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startSome);
  }

  function startSome() {
    scheduled = false;
    for (let started = 0; started < perTurn && queue.length > 0; started++) queue.shift()!();
    if (queue.length > 0) schedule();
  }

  return {
    run(render) {
      return new Promise((resolve, reject) => {
        queue.push(() => {
          render().then(resolve, reject);
        });
        schedule();
      });
    },
    waiting: () => queue.length,
  };
}
