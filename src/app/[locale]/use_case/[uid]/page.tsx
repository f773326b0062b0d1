import { featureRoute } from "@/components/feature/feature-route";

const route = featureRoute("use_case");

export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
