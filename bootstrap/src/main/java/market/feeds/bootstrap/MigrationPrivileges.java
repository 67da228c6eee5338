package market.feeds.bootstrap;

import java.sql.SQLException;
import java.util.Optional;
import javax.sql.DataSource;
import market.feeds.adapters.jdbc.infra.Migrations;
import market.feeds.adapters.jdbc.infra.SchemaVersions;

/**
 * Runs the migrations and tells a missing privilege from a defect: a role that may not create the service's tables is
 * refused for good, as a role that may not connect is (exit code 4), since no restart gives it the right (audit 24 F6).
 */
final class MigrationPrivileges {

    /** PostgreSQL's insufficient_privilege. */
    private static final String INSUFFICIENT_PRIVILEGE = "42501";

    private MigrationPrivileges() {
    }

    static SchemaVersions migrate(DataSource pool, String where, String user) {
        try {
            return Migrations.apply(pool);
        } catch (RuntimeException e) {
            Optional<SQLException> refused = insufficientPrivilege(e);
            if (refused.isEmpty()) {
                throw e;
            }
            throw new DatabaseStartFailure(DatabaseStartFailure.Kind.REFUSED, "database refused the service: " + where
                    + ": the role may not create the service's tables (SQLState 42501: "
                    + firstLine(refused.get().getMessage()) + "); grant it CREATE and USAGE on the schema (GRANT "
                    + "CREATE, USAGE ON SCHEMA <schema> TO " + user + ") or let the schema's owner run the service; "
                    + "retrying cannot fix this");
        }
    }

    private static Optional<SQLException> insufficientPrivilege(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && INSUFFICIENT_PRIVILEGE.equals(sql.getSQLState())) {
                return Optional.of(sql);
            }
        }
        return Optional.empty();
    }

    private static String firstLine(String message) {
        String text = String.valueOf(message).strip();
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end).strip();
    }
}
