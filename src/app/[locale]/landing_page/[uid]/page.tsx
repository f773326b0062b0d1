import { featurePageRoute } from "@/components/feature/feature-route";

const route = featurePageRoute("landing_page");

export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
