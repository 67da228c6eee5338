-- The operator console's "create key" form carries a one-time token, kept with the key it issued (decision 1002):
-- the same form sent again (a reload of the page that showed the secret) finds its key instead of issuing another.
-- Keys issued through the operator API have none; NULLs never conflict.
ALTER TABLE api_keys ADD COLUMN issue_token text;
CREATE UNIQUE INDEX api_keys_issue_token ON api_keys (issue_token);
