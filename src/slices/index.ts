import type { SliceZoneProps } from "@prismicio/react";

/** Slice components by slice type, for `<SliceZone components={components} />`. */
export const components: SliceZoneProps["components"] = {};
