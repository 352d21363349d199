/** `import url from "./module?deferred-url"`: the module's URL as a file of its own (lib/build/deferred-modules.ts). */
declare module "*?deferred-url" {
  const url: string;
  export default url;
}
