// A real SMTP server for tests: the app under test sends mail to it exactly as it would to a
// provider, and tests read what arrived over a small HTTP API. Used by the Rust black-box tests
// (tests/src/mail.rs) and by the browser journeys.
//
// Usage: node e2e/mail-server.mjs   (env SMTP_PORT, HTTP_PORT; 0 or unset = any free port)
// Prints one line once both listeners are up: `mail-server smtp=<port> http=<port>`.
//
// HTTP API (JSON):
//   GET    /messages[?to=addr]  messages kept so far, oldest first (`to` is case-insensitive and
//                               matches any envelope recipient)
//   DELETE /messages            forgets them (the counters below keep counting)
//   POST   /refuse {count, code, message}  the next `count` messages are refused at DATA
//   GET    /stats               {received, refused}
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

let messages = [];
let nextId = 1;
let received = 0;
let refused = 0;
// Pending refusals: the next `count` DATA stages answer `code message`, to exercise the app's
// handling of temporary (4xx) and permanent (5xx) failures.
let refusal = { count: 0, code: 451, message: "Try again later" };

// Raw header values, as a provider would see them: the app's exact List-Unsubscribe or
// Message-ID matter, not mailparser's interpretation. The first occurrence of a name wins
// (for Received, that is the newest hop).
function rawHeaders(headerLines) {
  const out = {};
  for (const { key, line } of headerLines ?? []) {
    const name = key.toLowerCase();
    if (name in out) continue;
    const unfolded = line.replace(/\r?\n(?=[ \t])/g, "");
    out[name] = unfolded.slice(unfolded.indexOf(":") + 1).trim();
  }
  return out;
}

const smtp = new SMTPServer({
  secure: false,
  // No certificate to offer; clients must not try to upgrade.
  disabledCommands: ["STARTTLS"],
  allowInsecureAuth: true,
  authOptional: true,
  authMethods: ["PLAIN", "LOGIN"],
  logger: false,
  // The app may be configured with credentials; any are fine here.
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username ?? "anonymous" });
  },
  onData(stream, session, callback) {
    // Decided on arrival so the order of refusals follows the order of messages.
    const refuse = refusal.count > 0 ? { ...refusal } : null;
    if (refuse) refusal.count -= 1;
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("error", callback);
    // The whole message must be read before answering, or the client sees a broken stream.
    stream.on("end", async () => {
      if (refuse) {
        refused += 1;
        const err = new Error(refuse.message);
        err.responseCode = refuse.code;
        return callback(err);
      }
      try {
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push({
          id: nextId++,
          envelope,
          // The envelope, not the To header: Bcc recipients receive mail too.
          to: envelope.to,
          from: parsed.from?.value?.[0]?.address ?? envelope.from,
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          // mailparser says `false` when there is no HTML part; a string is simpler to consume.
          html: parsed.html || "",
          messageId: parsed.messageId ?? "",
          headers: rawHeaders(parsed.headerLines),
          date: Date.now(),
          raw: raw.toString("utf8"),
        });
        received += 1;
        callback(null, `queued as ${nextId - 1}`);
      } catch (err) {
        err.responseCode = 554;
        callback(err);
      }
    });
  },
});

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(body === undefined ? "" : JSON.stringify(body));
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      try {
        resolve(body ? JSON.parse(body) : {});
      } catch (err) {
        reject(err);
      }
    });
    req.on("error", reject);
  });
}

const http = createServer(async (req, res) => {
  const url = new URL(req.url, "http://localhost");
  try {
    if (url.pathname === "/messages" && req.method === "GET") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages;
      return send(res, 200, list);
    }
    if (url.pathname === "/messages" && req.method === "DELETE") {
      messages = [];
      return send(res, 204);
    }
    if (url.pathname === "/refuse" && req.method === "POST") {
      const body = await readJson(req);
      refusal = {
        count: Number(body.count ?? 1),
        code: Number(body.code ?? 451),
        message: String(body.message ?? "Refused by the test mail server"),
      };
      return send(res, 200, refusal);
    }
    if (url.pathname === "/stats" && req.method === "GET") {
      return send(res, 200, { received, refused });
    }
    send(res, 404, { error: "not found" });
  } catch (err) {
    send(res, 400, { error: String(err) });
  }
});

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server.server?.address?.() ?? server.address()));
  });
}

const smtpAddr = await listen(smtp, Number(process.env.SMTP_PORT ?? 0));
const httpAddr = await listen(http, Number(process.env.HTTP_PORT ?? 0));
// The Rust harness and Playwright wait for this exact line to learn the ports.
process.stdout.write(`mail-server smtp=${smtpAddr.port} http=${httpAddr.port}\n`);

function stop() {
  // Open SMTP connections would keep close() waiting; the process is going away anyway.
  http.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 500).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
