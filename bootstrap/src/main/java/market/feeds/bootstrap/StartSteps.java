package market.feeds.bootstrap;

import java.util.Optional;
import market.feeds.adapters.jdbc.infra.ConnectAttempt;
import market.feeds.adapters.jdbc.infra.StartFailures;

/**
 * The step of the start under way, so that an external database lost during any step after the start reached it ends
 * the start as what it is, a state of the surroundings: one line naming the step and the target, exit code 3 (or 4
 * for a refusal), not a stack trace and exit code 1, "a defect" (decision 0007, amended in session 25). Every other
 * failure goes on unchanged, and so does every failure with the embedded database, which the process runs itself.
 */
final class StartSteps {

    private String step = "the start";
    private Optional<String> reachedDatabase = Optional.empty();

    /** The external database at {@code where} answered the start's first connection. */
    void reached(String where) {
        reachedDatabase = Optional.of(where);
    }

    /** {@code step} begins, e.g. "the migrations". */
    void now(String step) {
        this.step = step;
    }

    /** The failure as the start should end with it: a {@link DatabaseStartFailure} when the database caused it. */
    RuntimeException explained(RuntimeException failure) {
        if (reachedDatabase.isEmpty() || failure instanceof DatabaseStartFailure
                || failure instanceof Lifecycle.StopRequested) {
            return failure;
        }
        String where = reachedDatabase.get();
        Optional<ConnectAttempt> attempt = StartFailures.classify(failure);
        if (attempt.isEmpty()) {
            return failure;
        }
        String reason = attempt.get().reason() + " during " + step;
        return attempt.get().outcome() == ConnectAttempt.Outcome.REFUSED
                ? DatabaseStartFailure.refused(where, reason)
                : new DatabaseStartFailure(DatabaseStartFailure.Kind.UNREACHABLE, "database unreachable: " + where
                        + ": " + reason + ", after the start had reached it; a later start may succeed");
    }
}
