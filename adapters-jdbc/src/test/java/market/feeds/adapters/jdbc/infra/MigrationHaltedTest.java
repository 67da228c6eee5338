package market.feeds.adapters.jdbc.infra;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Audit 26 upgrade F1: which failures of a migration are the server's halt rather than a defect, read from the
 * SQLState wherever it sits in the cause chain (Flyway wraps the driver's exception twice).
 */
class MigrationHaltedTest {

    private static final Optional<String> V16 = Optional.of("V16 (journal http status any three digits)");

    @Test
    void aLockTimeoutIsALockWaitNamingTheMigration() {
        assertThat(MigrationHalted.of(wrapped("55P03"), V16)).hasValueSatisfying(halted -> {
            assertThat(halted.reason()).isEqualTo(MigrationHalted.Reason.LOCK_WAIT);
            assertThat(halted.migration()).isEqualTo(V16.get());
            assertThat(halted.sqlState()).isEqualTo("55P03");
        });
    }

    @Test
    void aStatementTimeoutOrCancelIsACancellation() {
        assertThat(MigrationHalted.of(wrapped("57014"), V16)).map(MigrationHalted::reason)
                .hasValue(MigrationHalted.Reason.CANCELLED);
    }

    @Test
    void anyOtherFailureIsNoHalt() {
        assertThat(MigrationHalted.of(wrapped("42P07"), V16)).isEmpty();
        assertThat(MigrationHalted.of(new IllegalStateException("no SQLState"), V16)).isEmpty();
    }

    private static RuntimeException wrapped(String sqlState) {
        SQLException driver = new SQLException("ERROR: from the server", sqlState);
        return new IllegalStateException("Flyway's wrapper", new IllegalStateException("script", driver));
    }
}
