package market.feeds.bootstrap.e2e;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * A digest of every business table of the service's schema, to prove a request changed nothing. Tables that
 * every request may touch by design (request journal, stored rejections, rate counters, idempotency records,
 * migrations and scheduler tables) are left out.
 */
final class DatabaseSnapshot {

    private static final Pattern BOOKKEEPING = Pattern.compile(
            "(?i).*(journal|request|rejection|rate|idempot|flyway|qrtz|notification|setting|lease).*");

    private DatabaseSnapshot() {
    }

    static Map<String, String> of(DataSource dataSource) {
        Map<String, String> digests = new TreeMap<>();
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = statement.executeQuery("SELECT table_name FROM information_schema.tables "
                    + "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String table : tables) {
                if (BOOKKEEPING.matcher(table).matches()) {
                    continue;
                }
                try (ResultSet rs = statement.executeQuery("SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, "
                        + "'|' ORDER BY t::text)), '') FROM \"" + table + "\" t")) {
                    rs.next();
                    digests.put(table, rs.getString(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not snapshot the schema", e);
        }
        return digests;
    }
}
