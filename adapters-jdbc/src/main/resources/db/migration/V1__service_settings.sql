-- Settings the service keeps for itself across restarts (e.g. the SHA-256 of the generated operator token).
CREATE TABLE service_settings (
    key        text        PRIMARY KEY,
    value      text        NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
