import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
    // No import circles in the site's code (type-only imports are erased, so the rule skips them).
    files: ["src/**/*.{ts,tsx,mts,mjs}"],
    // Parsed modules stay cached for the whole run (the default, 30 s, re-parses them on a busy machine).
    settings: { "import/cache": { lifetime: Infinity } },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
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
    ignores: [".next*/**", "node_modules/**", ".netlify/**", ".tools/**", "content/**", "prismicio-types.d.ts", "test-results/**", "playwright-report/**", ".data/**"],
  },
];

export default config;
