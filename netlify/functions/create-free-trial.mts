// /.netlify/functions/create-free-trial on Netlify: the endpoint the route handler /api/functions/create-free-trial/ serves elsewhere.
import { createFreeTrialEndpoint } from "../../src/server/handlers/create-free-trial";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(createFreeTrialEndpoint);
