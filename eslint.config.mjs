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
    ignores: [".next*/**", "node_modules/**", ".netlify/**", ".tools/**", "content/**", "prismicio-types.d.ts", "test-results/**", "playwright-report/**", ".data/**"],
  },
];

export default config;
