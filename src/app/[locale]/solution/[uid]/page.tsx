import { featureRoute } from "@/components/feature/feature-route";

const route = featureRoute("solution");

export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
