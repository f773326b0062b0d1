import { FeatureView } from "@/components/feature/FeatureView";
import { documentRoute } from "@/content/document-route";

const route = documentRoute("product", FeatureView);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
