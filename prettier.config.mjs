/** @type {import("prettier").Config} */
const config = {
  printWidth: 110,
  // prettier-plugin-tailwindcss must come last.
  plugins: ["prettier-plugin-astro", "prettier-plugin-tailwindcss"],
  overrides: [{ files: "*.astro", options: { parser: "astro" } }],
  tailwindStylesheet: "./styles/globals.css",
  tailwindFunctions: ["cn", "cva"],
};

export default config;
