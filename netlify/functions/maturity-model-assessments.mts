// /.netlify/functions/maturity-model-assessments on Netlify: the endpoint the route handler /api/functions/maturity-model-assessments/ serves elsewhere.
import { assessmentEndpoint } from "../../src/server/handlers/maturity-model";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(assessmentEndpoint);
