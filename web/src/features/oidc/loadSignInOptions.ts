import { signInOptions, type SignInOptions } from "../../api/oidc";

/**
 * How people sign in here, for a sign-in page's loader. A page that cannot learn it still offers
 * the password form (null), so a server without the endpoint, or a hiccup, never blocks a sign-in.
 */
export async function loadSignInOptions(signal?: AbortSignal): Promise<SignInOptions | null> {
  try {
    return await signInOptions(signal);
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    return null;
  }
}

/** A sign-in page's `clientLoader`: what its form offers. */
export async function signInPageLoader({ request }: { request: Request }) {
  return { signIn: await loadSignInOptions(request.signal) };
}
