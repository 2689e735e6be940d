import { execFileSync } from "node:child_process";

/**
 * One SQL statement on the journeys' database (scripts/e2e.sh exports its `DATABASE_URL`), for what
 * no screen or API may do: making time pass for a session (its last proof of who is behind it).
 * SQLite through Node's own `node:sqlite`, PostgreSQL through `psql`.
 */
export async function sql(statement: string): Promise<void> {
  const url = process.env.DATABASE_URL ?? "";
  if (url.startsWith("sqlite:")) {
    const { DatabaseSync } = await import("node:sqlite");
    const path = url.replace(/^sqlite:(\/\/)?/, "").split("?")[0] ?? "";
    const db = new DatabaseSync(path);
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      db.exec(statement);
    } finally {
      db.close();
    }
    return;
  }
  if (!url.startsWith("postgres")) throw new Error("DATABASE_URL is not set to the journeys' database");
  execFileSync("psql", [url, "-qXc", statement], { stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * Every session of the account with this address last proved who is behind it eleven minutes ago:
 * its next sensitive change asks "Confirm it's you" (sudo mode lasts ten).
 */
export async function sudoExpired(email: string): Promise<void> {
  const at = Date.now() - 11 * 60_000;
  await sql(`UPDATE sessions SET verified_at = ${at} WHERE user_id = (SELECT id FROM users WHERE email = '${email.replace(/'/g, "''")}')`);
}
