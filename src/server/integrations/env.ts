import { z } from "zod";

/** "" in an env file means unset. */
export const optionalEnv = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Parses the integration's variables, naming the bad one instead of failing later in a request. */
export function readEnv<T extends z.ZodType>(system: string, schema: T): z.infer<T> {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${system}: invalid configuration ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}
