// /.netlify/functions/register-to-course on Netlify: the endpoint the route handler /api/functions/register-to-course/ serves elsewhere.
import { registerToCourseEndpoint } from "../../src/server/handlers/register-to-course";
import { netlifyFunction } from "../../src/server/netlify/function";

export default netlifyFunction(registerToCourseEndpoint);
