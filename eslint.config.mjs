import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next*/**", "node_modules/**", "content/**", "prismicio-types.d.ts", "test-results/**", "playwright-report/**", ".data/**"],
  },
];

export default config;
