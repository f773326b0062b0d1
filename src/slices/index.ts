import type { SliceZoneProps } from "@prismicio/react";
import BadgesAndRatings from "./BadgesAndRatings";
import Carousel from "./Carousel";
import ComparativeTable from "./ComparativeTable";
import Cta from "./Cta";
import HeaderWithSocialProofs from "./HeaderWithSocialProofs";
import Image from "./Image";
import InfluencersSection from "./InfluencersSection";
import LdCollective from "./LdCollective";
import LogoList from "./LogoList";
import MenuColumn from "./MenuColumn";
import PrivacyAndSecuritySection from "./PrivacyAndSecuritySection";
import Quotes from "./Quotes";
import SlackPreview from "./SlackPreview";
import SocialProofMastheads from "./SocialProofMastheads";
import Text from "./Text";
import UseCases from "./UseCases";
import VideoList from "./VideoList";

/**
 * Slice components by slice type, for `<SliceZone components={components} />`. Pages render
 * slices through `PageSlices` (src/components/slice-zone), which loads the documents they link to.
 * menu_column slices live in menus and the footer, which lay their columns out themselves; its
 * component here is the column alone, for Slice Machine's simulator.
 */
export const components: SliceZoneProps["components"] = {
  badges_and_ratings: BadgesAndRatings,
  carousel: Carousel,
  comparative_table: ComparativeTable,
  cta: Cta,
  header_with_social_proofs: HeaderWithSocialProofs,
  image: Image,
  influencers_section: InfluencersSection,
  ld_collective: LdCollective,
  logo_list: LogoList,
  menu_column: MenuColumn,
  privacy_and_security_section: PrivacyAndSecuritySection,
  quotes: Quotes,
  slack_preview: SlackPreview,
  social_proof_mastheads: SocialProofMastheads,
  text: Text,
  use_cases: UseCases,
  video_list: VideoList,
};
