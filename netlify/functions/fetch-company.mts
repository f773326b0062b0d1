// /.netlify/functions/fetch-company on Netlify: the endpoint the route handler /api/functions/fetch-company/ serves elsewhere.
import { fetchCompanyEndpoint } from "../../src/server/handlers/company";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(fetchCompanyEndpoint);
