import { buildSync } from "esbuild";

/**
 * Slice Machine's side of the simulator protocol (@prismicio/simulator's SimulatorClient), bundled for a
 * page: it sets `window.SimulatorClient`. Tests use it as Slice Machine does, from the frame's parent.
 */
export function simulatorClientScript(): string {
  const result = buildSync({
    stdin: { contents: 'import { SimulatorClient } from "@prismicio/simulator"; window.SimulatorClient = SimulatorClient;', resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    format: "iife",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}
