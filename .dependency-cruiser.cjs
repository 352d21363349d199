/**
 * The import rules that keep the layout readable (`npm run check:imports`; docs/decisions/import-rules.md):
 * no import circle, data never imports code, and browser code never reaches Node's modules.
 * dependency-cruiser reads .ts and .tsx only: .astro files are pages and components, which import
 * and are imported by nothing that could close a circle through content/.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import circle makes load order matter and the layout unreadable.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-is-data",
      comment:
        "content/ holds data, schemas and copy: it never imports components, hooks, pages or the editing forms.",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^(src|cms)/" },
    },
    {
      name: "content-not-to-lib",
      comment:
        "The rules live in lib/ and import content, never the other way (issue 29: the copy modules still do; known violations are listed in .dependency-cruiser-known-violations.json and may only shrink).",
      severity: "error",
      from: { path: "^content/", pathNot: "\\.test\\.ts$" },
      to: { path: "^lib/" },
    },
    {
      name: "browser-code-without-node",
      comment:
        "Components, hooks and lib/browser run in the browser (or may, as islands): they cannot use Node's modules.",
      severity: "error",
      from: { path: "^(src/components|src/hooks|lib/browser)/", pathNot: "\\.test\\.tsx?$" },
      to: { dependencyTypes: ["core"] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|out|dist|\\.astro)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
