-- Sign-in throttling that nobody can use to lock someone else out: failures are counted per
-- account and address together (with growing delays, not a hard lock), per account across all
-- addresses (an address that signed in to the account recently is let through), and per address.
CREATE TABLE login_attempts (
    key        TEXT PRIMARY KEY,
    failures   INTEGER NOT NULL,
    last_at    BIGINT NOT NULL
);
CREATE INDEX login_attempts_last ON login_attempts (last_at);

CREATE TABLE login_known (
    account         TEXT NOT NULL,
    address         TEXT NOT NULL,
    last_success_at BIGINT NOT NULL,
    PRIMARY KEY (account, address)
);
CREATE INDEX login_known_last ON login_known (last_success_at);
