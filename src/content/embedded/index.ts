export { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT, type EmbeddedFetchOptions } from "./fetch";
export { createEmbeddedHandler, type EmbeddedHandler, type EmbeddedHandlerOptions } from "./handler";
export {
  ContentFileError,
  defaultRoots,
  EmbeddedRepository,
  getEmbeddedRepository,
  loadEmbeddedContent,
  type EmbeddedContent,
  type EmbeddedRepositoryOptions,
  type StoredDocument,
} from "./repository";
