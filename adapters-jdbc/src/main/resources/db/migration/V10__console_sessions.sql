-- Operator console sessions (decision 1001). Every node shares them through this table, so a sign-in on one
-- node holds on the next. Only the SHA-256 of the session id is kept: reading the table signs nobody in.
CREATE TABLE console_sessions (
    id_hash    text        PRIMARY KEY,
    csrf_token text        NOT NULL,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX console_sessions_expiry ON console_sessions (expires_at);

-- Failed sign-ins per client address; the sign-in refuses further tries while too many are recent.
CREATE TABLE console_sign_in_failures (
    address   text        NOT NULL,
    failed_at timestamptz NOT NULL
);
CREATE INDEX console_sign_in_failures_recent ON console_sign_in_failures (address, failed_at);
