package market.feeds.adapters.jdbc.infra;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;

/**
 * Bounds each migration's wait for a table lock, and remembers which migration ran last (audit 26 upgrade F1). A
 * migration that alters a table (V16: {@code ALTER TABLE requests}) queues for its lock behind any long transaction
 * on it, such as a {@code pg_dump}, and every write of the nodes still serving queues behind the migration: with the
 * pool's 5 s lock timeout each attempt held the other nodes' requests for 5 s. The bound is local to the migration's
 * transaction, so the pooled connection keeps the service's own timeouts afterwards.
 */
final class MigrationLockBound implements Callback {

    /** The longest the nodes still serving wait behind a migration that waits for its lock. */
    static final Duration LOCK_WAIT = Duration.ofSeconds(2);

    private volatile MigrationInfo current;

    @Override
    public boolean supports(Event event, Context context) {
        return event == Event.BEFORE_EACH_MIGRATE;
    }

    @Override
    public boolean canHandleInTransaction(Event event, Context context) {
        return true;
    }

    @Override
    public void handle(Event event, Context context) {
        current = context.getMigrationInfo();
        try (PreparedStatement bound = context.getConnection().prepareStatement(
                "SELECT set_config('lock_timeout', ?, true)")) {
            bound.setString(1, LOCK_WAIT.toMillis() + "ms");
            bound.execute();
        } catch (SQLException e) {
            throw new IllegalStateException("could not bound the migration's lock wait", e);
        }
    }

    @Override
    public String getCallbackName() {
        return "migration lock bound";
    }

    /** The migration begun last, as "V16 (journal http status any three digits)". */
    Optional<String> lastBegun() {
        return Optional.ofNullable(current).map(m -> "V" + m.getVersion() + " (" + m.getDescription() + ")");
    }
}
