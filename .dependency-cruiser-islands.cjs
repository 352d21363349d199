/**
 * The islands' rule (`npm run check:imports`): nothing an island reaches at run time may read files or belong to the
 * build, the content check or the editing server; type-only imports ship nothing (docs/decisions/import-rules.md).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "islands-stay-in-the-browser",
      severity: "error",
      from: { path: "\\.island\\.tsx$" },
      to: {
        reachable: true,
        path: "^(lib/(content|edit|security|build)|scripts|cms)/|^src/data/(site|events|pages)\\.ts$|^node:|^(fs|path|url|child_process|zlib|os|crypto)$",
      },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|out|dist|\\.astro)/" },
  },
};
