package market.feeds.adapters.jdbc.move;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

/**
 * Rows in every table of the schema, with the values a copy could get wrong: timestamptz at odd offsets and to the
 * microsecond, numeric at its 21,6 bounds, jsonb with escapes and non-ASCII, bytea with zero and high bytes, text
 * and bigint arrays, text with tabs, newlines and backslashes (COPY's own escapes), NULLs. A table a migration adds
 * gets its rows here; the copy test says which table has none.
 */
final class EveryTableRows {

    private static final String A1 = "'00000000-0000-0000-0000-0000000000a1'";
    private static final String A2 = "'00000000-0000-0000-0000-0000000000a2'";
    private static final String B1 = "'00000000-0000-0000-0000-0000000000b1'";
    private static final String D1 = "'00000000-0000-0000-0000-0000000000d1'";
    private static final String D2 = "'00000000-0000-0000-0000-0000000000d2'";
    private static final String E1 = "'00000000-0000-0000-0000-0000000000e1'";
    private static final String R1 = "'00000000-0000-0000-0000-000000000091'";
    private static final String R2 = "'00000000-0000-0000-0000-000000000092'";
    private static final String J1 = "'00000000-0000-0000-0000-000000000081'";

    private static final String SQL = """
            INSERT INTO service_settings (key, value, created_at) VALUES
              ('secret_key_check', 'c2VhbGVk', '2026-11-27 10:11:12.123456+02'),
              ('operator_token_sha256', E'tab\\there \\\\ back\\nnewline', '1999-12-31 23:59:59.999999-11:30');
            INSERT INTO vendors (id, slug, name, active, may_publish, created_at) VALUES
              (A1, 'agro-one', 'Агро Один "quoted"', true, true, '2026-01-02 03:04:05.000001+00'),
              (A2, 'agro-two', E'Two\\\\Slash\\r', false, false, '2026-07-01 00:00:00+05:45');
            INSERT INTO warehouses (id, vendor_id, label, city, is_primary) VALUES
              (B1, A1, 'Main', 'Kyiv', true),
              ('00000000-0000-0000-0000-0000000000b2', A1, 'Second', NULL, false);
            INSERT INTO api_keys (id, vendor_id, label, scopes, secret_hash, created_at, revoked_at, issue_token) VALUES
              ('00000000-0000-0000-0000-0000000000c1', A1, 'key', ARRAY['products:write', 'offers:write'], 'hash-1',
               '2026-11-27 12:00:00.5+00', NULL, 'issue-1'),
              ('00000000-0000-0000-0000-0000000000c2', A1, NULL, ARRAY[]::text[], 'hash-2',
               '2026-11-27 12:00:00+00', '2026-11-28 12:00:00.000007+00', NULL);
            INSERT INTO catalog_products (id, name, brand, brand_key, category, unit) VALUES
              (D1, 'Seed X', 'Brand', 'brand', 'seeds', 'kg'),
              (D2, 'Tractor', 'B', 'b', 'machinery', NULL);
            INSERT INTO offers (id, vendor_id, sku, catalog_product_id, price, stock, moq, discontinued, visibility,
                                complete, price_ladder, warehouse_id, updated_at, updated_at_ns, deleted_at) VALUES
              (E1, A1, 'SKU-1', D1, 123456789012345.123456, 0, 0.000001, false, 'published', true,
               '[{"min": 10, "price": "1.50", "note": "ü\\"\\\\ \\t"}]', B1,
               '2026-11-27 12:00:00.654321+05:45', 789, NULL),
              ('00000000-0000-0000-0000-0000000000e2', A1, 'SKU-2', D2, 0.000001, 999999999999999.999999, 1, true,
               'draft', false, '[]', NULL, NULL, 0, '2026-11-27 12:00:00+00');
            INSERT INTO sku_mappings (vendor_id, sku, offer_id) VALUES (A1, 'SKU-1', E1);
            INSERT INTO requests (request_id, vendor_id, source, endpoint, dry_run, created_at, finished_at, status,
                                  code, http_status, accepted, applied, unchanged, not_published, rejected_total,
                                  job_id, warnings) VALUES
              (R1, A1, 'api', 'POST /v1/products', false, '2026-11-27 12:00:00+00', '2026-11-27 12:00:01+00',
               'succeeded', NULL, 202, 2, 1, 0, 0, 1, J1, '[]'),
              (R2, A1, 'feed', 'feed', false, '2026-11-27 13:00:00+00', '2026-11-27 13:00:01+00', 'failed',
               'bad_auth', 999, NULL, NULL, NULL, NULL, 0, NULL, '["x", {"y": null}]');
            INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq, warehouse_id,
                                   description, updated_at, updated_at_ns, state, suggested_catalog_product_id,
                                   request_id, idx, warnings, job_id, offer_id) VALUES
              ('00000000-0000-0000-0000-0000000000f1', A1, 'SKU-1', 'Seed X', 'Brand', 'seeds', 'kg', 1.5, 2, 1, B1,
               E'multi\\nline', '2026-11-27 12:00:00.000001+00', 1, 'linked', D1, R1, 0, '[{"code": "w"}]', J1, E1),
              ('00000000-0000-0000-0000-0000000000f2', A1, NULL, 'Unknown', 'B', 'supplies', 'piece', 2, 0, 1, NULL,
               NULL, NULL, 0, 'awaiting_review', NULL, R1, 1, '[]', NULL, NULL);
            INSERT INTO rejections (request_id, idx, sku, reason, field, detail) VALUES
              (R1, 0, 'SKU-9', 'required_field_missing', 'price', E'detail\\twith tab'),
              (R1, 1, NULL, 'sku_unknown', NULL, NULL);
            INSERT INTO idempotency_keys (vendor_id, key, fingerprint, request_id, created_at) VALUES
              (A1, 'idem-key-0123456789', 'fp', R1, '2026-11-27 12:00:00+00');
            INSERT INTO product_jobs (id, vendor_id, request_id, state, row_count, recognised, unrecognised, created_at,
                                      lease_owner, lease_until) VALUES
              (J1, A1, R1, 'done', 2, 1, 1, '2026-11-27 12:00:00+00', NULL, NULL),
              ('00000000-0000-0000-0000-000000000082', A1, R2, 'running', 1, 0, 0, '2026-11-27 12:00:00+00', 'feeds-x',
               '2026-11-27 12:05:00+00');
            INSERT INTO feed_settings (vendor_id, url, hour, time_zone, sealed_token, pinned_address, next_run_at,
                                       feed_etag, feed_last_modified) VALUES
              (A1, 'https://feeds.example.com/o.json', 4, 'Europe/Kyiv', '\\x00ff10deadbeef00'::bytea, '203.0.113.7',
               '2026-11-28 02:00:00+00', '"etag"', 'Wed, 21 Oct 2015 07:28:00 GMT');
            INSERT INTO feed_leases (vendor_id, owner, fencing_token, expires_at, settled, taken_at) VALUES
              (A1, 'feeds-x', 42, '2026-11-27 12:05:00+00', false, '2026-11-27 12:03:00.000042+05:30');
            INSERT INTO notifications (id, vendor_id, created_at, code, message, request_id) VALUES
              ('00000000-0000-0000-0000-000000000071', A1, '2026-11-27 12:00:00+00', 'feed_failed', 'msg', R2);
            INSERT INTO rate_logs (vendor_id, bucket, hits, version) VALUES
              (A1, 'offers', ARRAY[1764240000123456, 1764240000999999]::bigint[], 7);
            INSERT INTO console_sessions (id_hash, csrf_token, created_at, expires_at) VALUES
              ('h1', 'csrf', '2026-11-27 12:00:00+00', '2026-11-27 13:00:00+00');
            INSERT INTO console_sign_in_failures (address, failed_at) VALUES ('203.0.113.9', '2026-11-27 12:00:00+00');
            INSERT INTO qrtz_job_details VALUES
              ('sched', 'job1', 'pulls', NULL, 'market.X', false, true, false, false, '\\xaced0005'::bytea);
            INSERT INTO qrtz_triggers (sched_name, trigger_name, trigger_group, job_name, job_group, description,
                                       next_fire_time, prev_fire_time, priority, trigger_state, trigger_type,
                                       start_time, end_time, calendar_name, misfire_instr, job_data) VALUES
              ('sched', 't1', 'pulls', 'job1', 'pulls', NULL, 1764240000000, -1, 5, 'WAITING', 'SIMPLE',
               1764240000000, NULL, NULL, 0, NULL),
              ('sched', 't2', 'pulls', 'job1', 'pulls', 'd', 1, 2, 5, 'PAUSED', 'CRON', 1, 3, 'cal', 1, '\\x01'),
              ('sched', 't3', 'pulls', 'job1', 'pulls', NULL, 1, 2, 5, 'WAITING', 'DAILY_I', 1, NULL, NULL, 0, NULL),
              ('sched', 't4', 'pulls', 'job1', 'pulls', NULL, 1, 2, 5, 'WAITING', 'BLOB', 1, NULL, NULL, 0, NULL);
            INSERT INTO qrtz_simple_triggers VALUES ('sched', 't1', 'pulls', 0, 0, 0);
            INSERT INTO qrtz_cron_triggers VALUES ('sched', 't2', 'pulls', '0 0 4 * * ?', 'Europe/Kyiv');
            INSERT INTO qrtz_simprop_triggers VALUES
              ('sched', 't3', 'pulls', 'a', NULL, NULL, 1, NULL, 2, NULL, 1.2345, NULL, true, NULL);
            INSERT INTO qrtz_blob_triggers VALUES ('sched', 't4', 'pulls', '\\x01ff'::bytea);
            INSERT INTO qrtz_calendars VALUES ('sched', 'cal', '\\x02'::bytea);
            INSERT INTO qrtz_paused_trigger_grps VALUES ('sched', 'paused');
            INSERT INTO qrtz_fired_triggers VALUES
              ('sched', 'e1', 't1', 'pulls', 'feeds-x', 1, 2, 5, 'EXECUTING', 'job1', 'pulls', true, false);
            INSERT INTO qrtz_scheduler_state VALUES ('sched', 'feeds-x', 1, 7500);
            INSERT INTO qrtz_locks VALUES ('sched', 'TRIGGER_ACCESS'), ('sched', 'STATE_ACCESS');
            """.replace("A1", A1).replace("A2", A2).replace("B1", B1).replace("D1", D1).replace("D2", D2)
            .replace("E1", E1).replace("R1", R1).replace("R2", R2).replace("J1", J1);

    private EveryTableRows() {
    }

    static void insert(DataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            sql.execute(SQL);
            // Sequences ahead of the rows they numbered, as after rolled-back inserts: the copy must carry the
            // position, not derive it from the rows.
            sql.execute("SELECT nextval(pg_get_serial_sequence('offers', 'seq')) FROM generate_series(1, 5)");
        }
    }
}
