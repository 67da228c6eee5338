package market.feeds.bootstrap;

/**
 * The database could not be used at start, for an expected reason: {@code Main} prints the message as one
 * line on stderr, without a stack trace, and exits with the kind's code (decision 0007, amended).
 */
final class DatabaseStartFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    enum Kind {
        /** Not reached within the bound, or lost after it was reached; a later start may succeed (exit code 3). */
        UNREACHABLE,
        /**
         * A migration waited past its bound for a table lock another session holds (a pg_dump, a long transaction);
         * a later start may find the lock free (exit code 3, as {@link #UNREACHABLE}).
         */
        BUSY,
        /**
         * The server refused the credentials or the database, or the embedded cluster is of another major version:
         * only a change of configuration or of the files helps, never a restart (exit code 4).
         */
        REFUSED
    }

    private final Kind kind;

    DatabaseStartFailure(Kind kind, String line) {
        super(line, null, false, false);
        this.kind = kind;
    }

    /** The server refused the credentials or the database: the line names what to check. */
    static DatabaseStartFailure refused(String where, String reason) {
        return new DatabaseStartFailure(Kind.REFUSED, "database refused the service: " + where + ": " + reason
                + "; retrying cannot fix this (check FEEDS_DATABASE_URL, FEEDS_DATABASE_USER,"
                + " FEEDS_DATABASE_PASSWORD and the server's rules)");
    }

    Kind kind() {
        return kind;
    }
}
