package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.util.Optional;
import market.feeds.adapters.jdbc.infra.MigrationHalted;
import org.junit.jupiter.api.Test;

/**
 * Audit 26 upgrade F1, decision 0007 amended: a migration past the statement timeout would run into it again at every
 * start, holding its table each time, so it ends the start as a refusal (exit code 4, no restart under the README's
 * unit), in one line that says what helps.
 */
class HaltedMigrationsTest {

    @Test
    void aMigrationPastTheStatementTimeoutIsARefusalSayingToDoItsSlowPartBeforehand() {
        MigrationHalted halted = MigrationHalted.of(new IllegalStateException("Flyway's wrapper",
                new SQLException("ERROR: canceling statement due to statement timeout", "57014")),
                Optional.of("V15 (positions by vendor seq)")).orElseThrow();

        DatabaseStartFailure failure = HaltedMigrations.failure("db:5432/feeds as feeds", halted);

        assertThat(failure.kind()).isEqualTo(DatabaseStartFailure.Kind.REFUSED);
        assertThat(failure.getMessage()).startsWith("database refused the migration: db:5432/feeds as feeds: ")
                .contains("V15 (positions by vendor seq)", "57014", "CREATE INDEX CONCURRENTLY")
                .doesNotContain("\n");
    }
}
