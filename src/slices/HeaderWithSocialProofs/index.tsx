import type { SliceComponentProps } from "@prismicio/react";
import type { HeaderWithSocialProofsSlice } from "../../../prismicio-types";
import { FeatureHeader } from "@/components/feature/FeatureHeader";
import { headerFromSlice } from "@/components/feature/header-slice";

/** A page header with social proof (rating, logos). Feature pages render it as their own header. */
export default function HeaderWithSocialProofs({ slice }: SliceComponentProps<HeaderWithSocialProofsSlice>) {
  const header = headerFromSlice(slice);
  if (!header.title) return null;
  return <FeatureHeader {...header} color="sugar" />;
}
