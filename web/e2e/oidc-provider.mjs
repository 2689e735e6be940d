// A real OpenID provider for tests: npm `oidc-provider` (OpenID Certified) with its development
// login form, which takes any login and any password. Used by the Rust black-box tests
// (tests/src/oidc.rs) and by the browser journeys (scripts/e2e.sh).
//
// Usage: node e2e/oidc-provider.mjs   (env PORT: 0 or unset = any free port; REDIRECT_URI: the
// one redirect URL of the client `portico`, secret `portico-secret`)
// Prints one line once it listens: `oidc-provider issuer=http://127.0.0.1:<port>`.
//
// Who signs in is the login typed in the form:
//   <email>              that address, verified
//   unverified:<email>   that address, not verified (`email_verified: false`)
//   nomail:<name>        no address at all
// The subject is `sub-<login>`, so the same login is the same identity.
//
// Test controls (POST, no body):
//   /__rotate   the provider signs with a new key and publishes it (a key rotation)
//   /__forge    the provider signs with a new key but keeps publishing the old ones (a token
//               signed by a key the relying party must not trust)
import { createServer } from "node:http";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import Provider from "oidc-provider";

const redirectUri = process.env.REDIRECT_URI ?? "http://127.0.0.1:3000/auth/oidc/callback";

function newKey() {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), use: "sig", alg: "RS256" };
}

function publicOf(jwk) {
  const { kty, n, e, kid, use, alg } = jwk;
  return { kty, n, e, kid, use, alg };
}

function claimsOf(login) {
  if (login.startsWith("unverified:")) return { email: login.slice("unverified:".length), email_verified: false };
  if (login.startsWith("nomail:")) return {};
  return { email: login, email_verified: true };
}

function makeProvider(issuer, key) {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "portico",
        client_secret: "portico-secret",
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [key] },
    pkce: { required: () => true },
    // The ID token carries the scopes' claims (email, email_verified), as most providers do.
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: `sub-${id}`, name: id, ...claimsOf(id) };
        },
      };
    },
    // No consent page: the client is the firm's own application.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope("openid email profile");
      grant.addOIDCClaims(["email", "email_verified", "name"]);
      await grant.save();
      return grant;
    },
  });
  provider.proxy = false;
  return provider;
}

let issuer = "";
let current = null;
// What /jwks answers while forging: the keys published before.
let published = null;

const server = createServer((req, res) => {
  const path = (req.url ?? "/").split("?")[0];
  if (req.method === "POST" && (path === "/__rotate" || path === "/__forge")) {
    const before = published ?? current.keys.map(publicOf);
    const key = newKey();
    current = { provider: makeProvider(issuer, key), keys: [key] };
    published = path === "/__forge" ? before : null;
    res.writeHead(204).end();
    return;
  }
  if (published && req.method === "GET" && path === "/jwks") {
    res.writeHead(200, { "content-type": "application/jwk-set+json" }).end(JSON.stringify({ keys: published }));
    return;
  }
  current.provider.callback()(req, res);
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  issuer = `http://127.0.0.1:${server.address().port}`;
  const key = newKey();
  current = { provider: makeProvider(issuer, key), keys: [key] };
  console.log(`oidc-provider issuer=${issuer}`);
});

// Stopped by the test runner: a clean exit, as the mail fixture does.
process.on("SIGTERM", () => server.close(() => process.exit(0)));
