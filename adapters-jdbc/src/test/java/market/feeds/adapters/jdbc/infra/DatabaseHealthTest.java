package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.TestDatabase;
import org.junit.jupiter.api.Test;

/** Health is true while the database answers and false once it cannot be reached. */
class DatabaseHealthTest {

    @Test
    void healthyWhileTheDatabaseAnswers() {
        try (HikariDataSource pool = PooledDataSources.create(TestDatabase.endpoint(), "health", 1, Optional.empty())) {
            assertThat(new DatabaseHealth(pool).getAsBoolean()).isTrue();
        }
    }

    @Test
    void unhealthyWhenNoConnectionCanBeHad() {
        HikariDataSource pool = PooledDataSources.create(TestDatabase.endpoint(), "health-closed", 1, Optional.empty());
        pool.close();
        assertThat(new DatabaseHealth(pool).getAsBoolean()).isFalse();
    }
}
