import { SliceZone } from "@prismicio/react";
import { getSlices, SliceSimulator, type SliceSimulatorParams } from "@slicemachine/adapter-next/simulator";
import { redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { loadSliceContext } from "@/content/queries/slices";
import { components } from "@/slices";

/**
 * Slice Machine's simulator (`localSliceSimulatorURL` in slicemachine.config.json): renders the slices
 * Slice Machine sends in `?state=` (its mocks, or the editor's values) with the site's own components and
 * the linked documents they read, in English. Its code is this route's alone: no page of the site loads it.
 */
export default async function SliceSimulatorPage({ searchParams }: SliceSimulatorParams) {
  setRequestLocale("en");
  const { state } = await searchParams;
  let slices: ReturnType<typeof getSlices> | null = null;
  try {
    slices = getSlices(state);
  } catch {
    // Not Slice Machine's compressed JSON: handled below.
  }
  // A state that is not a list of slices (cut, tampered) would break the simulator in the browser too: start empty.
  if (!Array.isArray(slices)) redirect("/slice-simulator/");
  const context = await loadSliceContext(slices, "en");
  return (
    <SliceSimulator>
      <SliceZone slices={slices} components={components} context={context} />
    </SliceSimulator>
  );
}
