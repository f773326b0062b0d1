import { featurePageRoute } from "@/components/feature/feature-route";

const route = featurePageRoute("solution");

export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
