/**
 * The import rules that keep the layout readable (`npm run check:imports`): no import circle, data never imports
 * code, lib never imports src, browser code never reaches Node; .ts and .tsx only (docs/decisions/import-rules.md).
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
        "content/ holds the editor's data files and their schemas: it imports no code of the site (src/, lib/, cms/); src/data/ reads it for the pages.",
      severity: "error",
      from: { path: "^content/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(src|lib|cms)/" },
    },
    {
      name: "lib-below-src",
      comment:
        "lib/ holds the rules (dates, prices, feed, text) that pages and components use; it never imports them back, nor the page data of src/data/.",
      severity: "error",
      from: { path: "^lib/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/" },
    },
    {
      name: "browser-code-without-node",
      comment:
        "Components, hooks, lib/browser and lib/feed run in the browser (or may, as islands): they cannot use Node's modules.",
      severity: "error",
      from: { path: "^(src/components|src/hooks|lib/browser|lib/feed)/", pathNot: "\\.test\\.tsx?$" },
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
