import { ADMIN_SIGN_IN_PATH } from "@/server/admin/auth";
import { adminOidc } from "@/server/admin/env";
import { ADMIN_HOME_PATH, SIGN_IN_REQUESTED_MESSAGE } from "@/server/admin/sign-in";

const OIDC_REFUSED = "This company account may not sign in to the console.";
const OIDC_INCOMPLETE = "The company sign-in did not complete. Start it again, or ask for a link by mail.";
const ERRORS: Record<string, string> = {
  email_not_allowed: OIDC_REFUSED,
  email_not_verified: OIDC_REFUSED,
  state_mismatch: OIDC_INCOMPLETE,
  please_restart_the_process: OIDC_INCOMPLETE,
  invalid_email: "Enter an email address.",
  oidc_unavailable: "The company sign-in is not available right now. Ask for a link by mail instead.",
  rate_limited: "Too many links were asked for this address. Use the last one, or try again in a few minutes.",
  unavailable: "Signing in is not possible right now. Try again in a moment.",
};
const LINK_ERROR = "This link does not work any more: it was used, or it is older than 15 minutes. Ask for a new one.";

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export default async function ConsoleSignInPage({ searchParams }: PageProps<"/console-sign-in">) {
  const params = await searchParams;
  const token = one(params.token);
  const error = one(params.error);
  const signedOut = one(params["signed-out"]);
  if (token && token.length <= 512) {
    // The mailed link lands here; the button spends it (a mail scanner that opens links spends nothing).
    return (
      <div className="stack">
        <h1>Sign in to the console</h1>
        <form method="get" action="/api/auth/magic-link/verify">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="callbackURL" value={ADMIN_HOME_PATH} />
          <input type="hidden" name="errorCallbackURL" value={ADMIN_SIGN_IN_PATH} />
          <button type="submit" className="button">Sign in</button>
        </form>
      </div>
    );
  }
  return (
    <div className="stack">
      <h1>Sign in to the console</h1>
      {one(params.sent) && (
        <p className="notice" role="status">{SIGN_IN_REQUESTED_MESSAGE}</p>
      )}
      {signedOut && (
        <p className="notice" role="status">{signedOut === "everywhere" ? "You are signed out on every device." : "You are signed out."}</p>
      )}
      {error && (
        <p className="notice" role="alert">{ERRORS[error] ?? LINK_ERROR}</p>
      )}
      <form method="post" action="/api/auth/request-link" className="stack">
        <div>
          <label htmlFor="email">Work email</label>
          <input id="email" name="email" type="email" autoComplete="email" required />
        </div>
        <button type="submit" className="button">Mail me a sign-in link</button>
      </form>
      {adminOidc() && (
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an endpoint that redirects to the provider, not a page */}
          <a className="button secondary" href="/api/auth/oidc">
            Sign in with the company account
          </a>
        </p>
      )}
    </div>
  );
}
