// /.netlify/functions/is-professional-email on Netlify: the endpoint the route handler /api/functions/is-professional-email/ serves elsewhere.
import { isProfessionalEmailEndpoint } from "../../src/server/handlers/email-checks";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(isProfessionalEmailEndpoint);
