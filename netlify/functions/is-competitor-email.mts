// /.netlify/functions/is-competitor-email on Netlify: the endpoint the route handler /api/functions/is-competitor-email/ serves elsewhere.
import { isCompetitorEmailEndpoint } from "../../src/server/handlers/email-checks";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(isCompetitorEmailEndpoint);
