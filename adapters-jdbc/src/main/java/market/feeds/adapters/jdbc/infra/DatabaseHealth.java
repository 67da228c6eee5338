package market.feeds.adapters.jdbc.infra;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;

/** Answers whether the database answers now; feeds {@code GET /health}. */
public final class DatabaseHealth implements BooleanSupplier {

    private static final int TIMEOUT_SECONDS = 2;

    private final DataSource dataSource;

    public DatabaseHealth(DataSource dataSource) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
    }

    @Override
    public boolean getAsBoolean() {
        try (Connection connection = dataSource.getConnection()) {
            return connection.isValid(TIMEOUT_SECONDS);
        } catch (SQLException | RuntimeException e) {
            return false;
        }
    }
}
