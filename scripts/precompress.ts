/**
 * The last step of `npm run build`'s postbuild: the brotli and gzip copies of out/'s text files
 * (scripts/lib/precompress.ts). It runs after every step that writes into out/.
 */
import { precompressSite } from "./lib/precompress";

const dir = process.env.OUT_DIR ?? "out";
const { files, bytes, brotliBytes } = precompressSite(dir);
const kb = (count: number) => `${(count / 1024).toFixed(0)} KB`;
console.log(
  `${dir}/: ${files} text files compressed in advance, ${kb(bytes)} -> ${kb(brotliBytes)} with brotli.`,
);
