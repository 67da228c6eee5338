package market.feeds.adapters.jdbc.infra;

import com.zaxxer.hikari.HikariConfig;
import java.time.Duration;
import java.util.Objects;
import java.util.Properties;
import market.feeds.adapters.jdbc.store.TransactionTimeouts;

/**
 * Every bound on waiting for the database, set once per pooled connection (decision 0406): how long a request
 * waits for a connection, for a connect and for one answer, the session's lock and statement timeouts, and how the
 * server ends a session whose client vanished without a word (a partition, a lost NAT entry). The one place for
 * session settings of the service's connections.
 *
 * @param connectionTimeout longest wait for a pooled connection before the request gets 503
 * @param connectTimeout    longest TCP connect + startup of a new connection
 * @param socketTimeout     longest wait for one answer; above the statement timeout, so a silent network ends
 *                          a request while a slow statement is still PostgreSQL's to cancel
 * @param idleInTransaction longest a session may sit in an open transaction without a statement before the server
 *                          ends it ({@code idle_in_transaction_session_timeout}). The service's transactions wait on
 *                          nothing but the database, so only a session whose client is gone gets there; without it
 *                          such a session kept its locks until the server's TCP keepalive, about 2 h 11 min
 */
public record ConnectionSettings(Duration connectionTimeout, Duration connectTimeout, Duration socketTimeout,
                                 TransactionTimeouts session, Duration idleInTransaction) {

    public static final ConnectionSettings DEFAULT = new ConnectionSettings(Duration.ofSeconds(2), Duration.ofSeconds(2),
            Duration.ofSeconds(35), TransactionTimeouts.DEFAULT, Duration.ofSeconds(60));

    /** Hikari pings an idle connection this often, so one the network or the server dropped is found early. */
    private static final Duration KEEPALIVE = Duration.ofSeconds(30);
    /** Below any firewall's idle cut-off we know of; connections are renewed before they go stale. */
    private static final Duration MAX_LIFETIME = Duration.ofMinutes(15);
    /**
     * The server's TCP keepalive on the service's sessions: the first probe after 30 s of silence, then every 10 s,
     * and after 3 unanswered the server drops the session, about a minute after its client went (Linux's own default
     * is 2 h 11 min). A live client's kernel answers the probes, whatever the session is doing.
     */
    private static final int SERVER_KEEPALIVE_IDLE_SECONDS = 30;
    private static final int SERVER_KEEPALIVE_INTERVAL_SECONDS = 10;
    private static final int SERVER_KEEPALIVE_COUNT = 3;
    /**
     * Data the server sent that stays unacknowledged this long ends the session: a backend writing a result to a
     * vanished client is neither idle nor cancellable, and keeps its locks for the kernel's ~15 min of retransmits.
     */
    private static final Duration SERVER_UNACKNOWLEDGED = Duration.ofSeconds(60);

    public ConnectionSettings {
        Objects.requireNonNull(connectionTimeout, "connectionTimeout");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(socketTimeout, "socketTimeout");
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(idleInTransaction, "idleInTransaction");
        if (idleInTransaction.toMillis() < 1) {
            throw new IllegalArgumentException("idleInTransaction must be at least 1 ms");
        }
        if (connectionTimeout.toMillis() < 250) {
            throw new IllegalArgumentException("Hikari needs a connection timeout of at least 250 ms");
        }
        if (connectTimeout.toSeconds() < 1 || socketTimeout.toSeconds() < 1) {
            throw new IllegalArgumentException("the driver counts connect and socket timeouts in whole seconds");
        }
    }

    /**
     * The PostgreSQL session parameters every connection starts with (driver property {@code options}); they win
     * over what a database or role sets. JIT is off: OLTP statements never gain from it, and a misestimate made it
     * compile for ~200 ms per call on PostgreSQL 12+ with default settings (decision 0803). The isolation is READ
     * COMMITTED whatever the server's default: the idempotency claims and counters depend on it (decision 0404), and
     * under a database's {@code serializable} default concurrent writes failed and a replay of the same key was 503.
     * The idle-in-transaction limit and the TCP settings end a session whose client vanished within about a minute,
     * and its locks with it (decision 0406, amended); all are ordinary user settings on PostgreSQL 14 to 18.
     */
    public String sessionOptions() {
        return "-c statement_timeout=" + session.statementTimeout().toMillis()
                + " -c lock_timeout=" + session.lockTimeout().toMillis()
                + " -c idle_in_transaction_session_timeout=" + idleInTransaction.toMillis()
                + " -c tcp_keepalives_idle=" + SERVER_KEEPALIVE_IDLE_SECONDS
                + " -c tcp_keepalives_interval=" + SERVER_KEEPALIVE_INTERVAL_SECONDS
                + " -c tcp_keepalives_count=" + SERVER_KEEPALIVE_COUNT
                + " -c tcp_user_timeout=" + SERVER_UNACKNOWLEDGED.toMillis()
                + " -c jit=off"
                // A space inside a value is escaped with a backslash in the startup options.
                + " -c default_transaction_isolation=read\\ committed";
    }

    void applyTo(HikariConfig config) {
        config.setConnectionTimeout(connectionTimeout.toMillis());
        // Hikari checks a borrowed connection (isValid) within this; it must stay below the connection timeout.
        config.setValidationTimeout(Math.max(250, connectionTimeout.toMillis() / 2));
        config.setKeepaliveTime(KEEPALIVE.toMillis());
        config.setMaxLifetime(MAX_LIFETIME.toMillis());
        driverProperties().forEach((name, value) -> config.addDataSourceProperty((String) name, value));
    }

    /** The driver's side of these bounds, also for a connection opened outside the pool ({@link ConnectAttempt}). */
    Properties driverProperties() {
        Properties properties = new Properties();
        properties.setProperty("connectTimeout", String.valueOf(connectTimeout.toSeconds()));
        properties.setProperty("socketTimeout", String.valueOf(socketTimeout.toSeconds()));
        properties.setProperty("tcpKeepAlive", "true");
        properties.setProperty("options", sessionOptions());
        return properties;
    }
}
