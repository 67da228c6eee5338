package market.feeds.bootstrap;

/**
 * The external database could not be used at start, for an expected reason: {@code Main} prints the message as one
 * line on stderr, without a stack trace, and exits with the kind's code (decision 0007, amended).
 */
final class DatabaseStartFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    enum Kind {
        /** Not reached within the bound; a later start may succeed (exit code 3). */
        UNREACHABLE,
        /** The server refused the credentials or the database; only a change of configuration helps (exit code 4). */
        REFUSED
    }

    private final Kind kind;

    DatabaseStartFailure(Kind kind, String line) {
        super(line, null, false, false);
        this.kind = kind;
    }

    Kind kind() {
        return kind;
    }
}
