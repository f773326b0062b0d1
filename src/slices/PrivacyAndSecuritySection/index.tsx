import type { SliceComponentProps } from "@prismicio/react";
import type { PrivacyAndSecuritySectionDocument, PrivacyAndSecuritySectionSlice } from "../../../prismicio-types";
import { PrivacySection } from "@/components/privacy/PrivacySection";
import { linkedDocument, sliceContext } from "@/content/slice-context";

/** One shared privacy and security section (illustration, text, CTA), optionally mirrored. */
export default function PrivacyAndSecuritySection({ slice, context }: SliceComponentProps<PrivacyAndSecuritySectionSlice>) {
  const section = linkedDocument<PrivacyAndSecuritySectionDocument>(slice.primary.section, sliceContext(context), "privacy_and_security_section");
  if (!section) return null;
  return <PrivacySection section={section} reversed={slice.primary.is_reversed} data-slice-type={slice.slice_type} />;
}
