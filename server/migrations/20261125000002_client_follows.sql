-- Staff follow every client by default (they hear of what each sends); a row here means this
-- staff member stopped following this client.
CREATE TABLE client_unfollows (
    staff_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    client_id  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (staff_id, client_id)
);
CREATE INDEX client_unfollows_client ON client_unfollows (client_id);
