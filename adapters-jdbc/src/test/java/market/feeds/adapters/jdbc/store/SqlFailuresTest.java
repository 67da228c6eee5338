package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import market.feeds.application.port.out.StorageFailure;
import org.postgresql.util.PSQLException;
import org.postgresql.util.ServerErrorMessage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The one classification of database errors: passing faults (503) against defects (500). */
class SqlFailuresTest {

    @ParameterizedTest
    @CsvSource({"08001, UNAVAILABLE", "08006, UNAVAILABLE", "57P01, UNAVAILABLE", "57P02, UNAVAILABLE",
            "57P03, UNAVAILABLE", "40001, UNAVAILABLE", "40P01, UNAVAILABLE", "55P03, LOCK_TIMEOUT",
            "57014, STATEMENT_TIMEOUT", "53100, UNAVAILABLE", "53200, UNAVAILABLE", "53300, UNAVAILABLE",
            "58030, UNAVAILABLE", "25006, UNAVAILABLE", "57P05, UNAVAILABLE", "25P03, UNAVAILABLE", "25P04, UNAVAILABLE", "23505, OTHER", "42P01, OTHER", "58P01, OTHER"})
    void databaseErrorsAreClassifiedBySqlState(String state, StorageFailure.Kind kind) {
        StorageFailure failure = SqlFailures.translate("work", new RuntimeException(new SQLException("x", state)));

        assertThat(failure.kind()).isEqualTo(kind);
        assertThat(failure.passing()).isEqualTo(kind != StorageFailure.Kind.OTHER);
    }

    @Test
    void aFullDiskIsLoggedInTheServersWordsButAConstraintsMessageWithItsValuesIsNot() {
        SQLException diskFull = new PSQLException(new ServerErrorMessage("SERROR\0VERROR\0C53100\0"
                + "Mcould not extend file \"base/16384/16390\": No space left on device\0"));
        SQLException duplicate = new PSQLException(new ServerErrorMessage("SERROR\0VERROR\0C23505\0"
                + "Mduplicate key value violates unique constraint \"x\"\0DKey (sku)=(SECRET-SKU) already exists.\0"));

        assertThat(SqlFailures.translate("inserting positions", diskFull).getMessage())
                .isEqualTo("inserting positions failed (SQLState 53100): could not extend file \"base/16384/16390\":"
                        + " No space left on device");
        assertThat(SqlFailures.translate("inserting positions", duplicate).getMessage())
                .isEqualTo("inserting positions failed (SQLState 23505)");
    }

    @Test
    void aPoolTimeoutWithoutSqlStateIsUnavailable() {
        StorageFailure failure = SqlFailures.translate("work",
                new RuntimeException(new SQLTransientConnectionException("feeds - Connection is not available")));

        assertThat(failure.kind()).isEqualTo(StorageFailure.Kind.UNAVAILABLE);
    }

    @Test
    void onlyALostConnectionMakesThePoolSuspect() {
        assertThat(SqlFailures.connectionLost(new SQLException("reset", "08006"))).isTrue();
        assertThat(SqlFailures.connectionLost(new SQLException("terminated", "57P01"))).isTrue();
        assertThat(SqlFailures.connectionLost(new SQLException("idle in transaction timeout", "25P03"))).isTrue();
        assertThat(SqlFailures.connectionLost(new SQLException("serialization", "40001"))).isFalse();
        assertThat(SqlFailures.connectionLost(new SQLException("timeout", "57014"))).isFalse();
    }

    @Test
    void aPanicOrFatalErrorEndsTheSessionWhateverItsSqlStateSoACommitMeetingItHasAnUnknownOutcome() {
        SQLException panic = new PSQLException(new ServerErrorMessage(
                "SPANIC\0VPANIC\0CXX000\0Mcould not fsync file \"pg_wal/000000010000000000000001\"\0"));
        SQLException fatal = new PSQLException(new ServerErrorMessage("SFATAL\0VFATAL\0CXX000\0Mterminated\0"));
        SQLException error = new PSQLException(new ServerErrorMessage("SERROR\0VERROR\0CXX000\0Minternal\0"));

        assertThat(SqlFailures.connectionLost(panic)).isTrue();
        assertThat(SqlFailures.connectionLost(fatal)).isTrue();
        assertThat(SqlFailures.connectionLost(error)).isFalse();
        assertThat(SqlFailures.translate("work", new RuntimeException(panic)).kind())
                .isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        StorageFailure atCommit = SqlFailures.atCommit(SqlFailures.translate("commit", panic), panic);
        assertThat(atCommit.kind()).isEqualTo(StorageFailure.Kind.OUTCOME_UNKNOWN);
        assertThat(SqlFailures.translate("work", error).kind()).isEqualTo(StorageFailure.Kind.OTHER);
    }

    @Test
    void aServerThatTakesNoWritesMakesThePoolSuspectSoNewConnectionsMayReachTheNewPrimary() {
        assertThat(SqlFailures.poolSuspect(new SQLException("read-only transaction", "25006"))).isTrue();
        assertThat(SqlFailures.poolSuspect(new SQLException("reset", "08006"))).isTrue();
        assertThat(SqlFailures.poolSuspect(new SQLException("disk full", "53100"))).isFalse();
    }

    @Test
    void aFileTheOperatingSystemRefusedIsUnavailableWhileAMissingGrantStaysADefect() {
        SQLException readOnlyVolume = new PSQLException(new ServerErrorMessage("SERROR\0VERROR\0C42501\0"
                + "Mcould not extend file \"pg_tblspc/16390/PG_15_202209061/5/16391\": Read-only file system\0"
                + "Fmd.c\0L469\0Rmdextend\0"));
        SQLException missingGrant = new PSQLException(new ServerErrorMessage("SERROR\0VERROR\0C42501\0"
                + "Mpermission denied for table offers\0Faclchk.c\0L3650\0Raclcheck_error\0"));

        assertThat(SqlFailures.translate("work", new RuntimeException(readOnlyVolume)).kind())
                .isEqualTo(StorageFailure.Kind.UNAVAILABLE);
        assertThat(SqlFailures.translate("work", new RuntimeException(missingGrant)).kind())
                .isEqualTo(StorageFailure.Kind.OTHER);
        assertThat(SqlFailures.translate("work", new SQLException("no message fields", "42501")).kind())
                .isEqualTo(StorageFailure.Kind.OTHER);
    }
}
