package market.feeds.adapters.feedpull.schedule;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.quartz.utils.ConnectionProvider;

/** Lends Quartz the service's own pool, so the job store lives in the same database and schema. */
final class PooledConnectionProvider implements ConnectionProvider {

    private final DataSource dataSource;

    PooledConnectionProvider(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return dataSource.getConnection();
    }

    @Override
    public void shutdown() {
        // The pool belongs to the service, which closes it after the scheduler.
    }

    @Override
    public void initialize() {
    }
}
