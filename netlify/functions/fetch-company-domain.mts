// /.netlify/functions/fetch-company-domain on Netlify: the endpoint the route handler /api/functions/fetch-company-domain/ serves elsewhere.
import { fetchCompanyDomainEndpoint } from "../../src/server/handlers/company";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(fetchCompanyDomainEndpoint);
