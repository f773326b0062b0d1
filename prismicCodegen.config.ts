import type { Config } from "prismic-ts-codegen";

/** Generates `prismicio-types.d.ts` from the Slice Machine models (run `npm run types:generate`). */
const config: Config = {
  output: "./prismicio-types.d.ts",
  typesProvider: "@prismicio/client",
  clientIntegration: {
    includeCreateClientInterface: true,
    includeContentNamespace: true,
  },
  locales: ["en-us", "de-de", "fr-fr"],
  models: ["./customtypes/**/index.json", "./src/slices/**/model.json"],
};

export default config;
