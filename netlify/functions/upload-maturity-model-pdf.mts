// /.netlify/functions/upload-maturity-model-pdf on Netlify: the endpoint the route handler /api/functions/upload-maturity-model-pdf/ serves elsewhere.
import { assessmentPdfEndpoint } from "../../src/server/handlers/maturity-model";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(assessmentPdfEndpoint);
