import type { SliceComponentProps } from "@prismicio/react";
import type { ComparativeTableConfigDocument, ComparativeTableSlice } from "../../../prismicio-types";
import { ComparativeTable as Table } from "@/components/pricing/ComparativeTable";
import { Section } from "@/components/slice-zone/Section";
import { linkedDocument, sliceContext } from "@/content/slice-context";

/** The plan comparison of a shared comparative_table_config document. */
export default function ComparativeTable({ slice, context }: SliceComponentProps<ComparativeTableSlice>) {
  const config = linkedDocument<ComparativeTableConfigDocument>(
    slice.primary.comparative_table_config,
    sliceContext(context),
    "comparative_table_config",
  );
  if (!config) return null;
  const sectionId = slice.primary.section_id || "comparative-table";
  return (
    <Section id={slice.primary.section_id} data-slice-type={slice.slice_type}>
      <Table config={config} sectionId={sectionId} />
    </Section>
  );
}
