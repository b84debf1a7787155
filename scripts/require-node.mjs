// Every npm script starts here: the project runs on the Node pinned as the `node` devDependency
// (npm puts node_modules/.bin first on PATH). A bare machine Node 20 would half-work and fail late.
// Plain JavaScript in a .mjs file on purpose: Node 20 refuses .ts files, and this must still print the message.
const required = 24;
const major = Number(process.versions.node.split(".")[0]);
if (major < required) {
  console.error(
    `AI Labs needs Node ${required}+ but this is Node ${process.versions.node}.\n` +
      "Run tools through npm scripts or npx (they use the pinned devDependency `node`), after `npm install`.",
  );
  process.exit(1);
}
