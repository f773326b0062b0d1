import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import noImportCycle from "./scripts/lint/no-import-cycle.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { secret: _secret, ...rest } = value` is how a field is left out of a copy.
      "@typescript-eslint/no-unused-vars": ["warn", { ignoreRestSiblings: true }],
    },
  },
  {
    // No import circles in the site's code, type-only and dynamic imports included (import/no-cycle skips type-only
    // imports and has no option to count them): scripts/lint/no-import-cycle.mjs.
    files: ["src/**/*.{ts,tsx,mts,mjs}"],
    plugins: { quillio: { rules: { "no-import-cycle": noImportCycle } } },
    rules: {
      "quillio/no-import-cycle": "error",
    },
  },
  {
    // The layers: content (queries), server (handlers, integrations) and lib (shared wire types) sit below the UI;
    // UI code imports them, never the reverse.
    files: ["src/content/**", "src/server/**", "src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)(components|features)(/|$)",
              message: "src/content, src/server and src/lib must not import src/components or src/features: move the shared part down (queries to src/content/queries, wire types to src/lib).",
            },
          ],
        },
      ],
    },
  },
  {
    // Routing is the ground floor: the route table, locales and the proxy's decisions. It imports only lib, config and
    // i18n; what the proxy needs from the content or a server is handed to it (src/proxy.ts, instrumentation-node.ts).
    files: ["src/routing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)(content|server|components|features|app)(/|$)",
              message: "src/routing is the ground floor: it must not import src/content, src/server, src/components, src/features or src/app. Move the part routing needs down (src/lib, src/config), or pass it in from above.",
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [".next*/**", "node_modules/**", ".netlify/**", ".tools/**", "content/**", "prismicio-types.d.ts", "test-results/**", "playwright-report/**", ".data/**"],
  },
];

export default config;
