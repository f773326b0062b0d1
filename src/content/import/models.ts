import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A field of a Slice Machine model (`customtypes/<id>/index.json`, `src/slices/<Name>/model.json`). */
export interface FieldModel {
  type: string;
  config?: {
    default_value?: unknown;
    fields?: Record<string, FieldModel>;
    choices?: Record<string, { type: string }>;
    select?: string | null;
    options?: string[];
  };
}

export interface CustomTypeModel {
  id: string;
  repeatable: boolean;
  /** Every field of every tab, by API id. */
  fields: Record<string, FieldModel>;
}

export interface SliceModel {
  id: string;
  variations: { id: string; version?: string; primary?: Record<string, FieldModel>; items?: Record<string, FieldModel> }[];
}

export interface RepositoryModels {
  customTypes: Map<string, CustomTypeModel>;
  slices: Map<string, SliceModel>;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The repository's models as Slice Machine keeps them: custom types and shared slices. */
export function loadModels(root = process.cwd()): RepositoryModels {
  const customTypes = new Map<string, CustomTypeModel>();
  const typesDir = path.join(root, "customtypes");
  for (const id of existsSync(typesDir) ? readdirSync(typesDir) : []) {
    const file = path.join(typesDir, id, "index.json");
    if (!existsSync(file)) continue;
    const model = readJson(file) as { id: string; repeatable: boolean; json: Record<string, Record<string, FieldModel>> };
    customTypes.set(model.id, { id: model.id, repeatable: model.repeatable, fields: Object.assign({}, ...Object.values(model.json)) });
  }
  const slices = new Map<string, SliceModel>();
  const slicesDir = path.join(root, "src/slices");
  for (const dir of existsSync(slicesDir) ? readdirSync(slicesDir) : []) {
    const file = path.join(slicesDir, dir, "model.json");
    if (!existsSync(file)) continue;
    const model = readJson(file) as SliceModel;
    slices.set(model.id, model);
  }
  return { customTypes, slices };
}
