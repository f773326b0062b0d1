import { getMessages } from "next-intl/server";
import type { Messages } from "./messages";
import { pickMessages } from "./pick";

/**
 * The messages of `namespaces`, for the server side of client code that needs them: ClientMessages, and a page's form
 * (FormView brings its own provider). Apart from ClientMessages so that importing this brings no client provider
 * into a page's bundle.
 */
export async function pickedMessages(namespaces: readonly string[]): Promise<Messages> {
  return pickMessages(await getMessages(), namespaces);
}
