package market.feeds.application.port.in;

/**
 * Brings every vendor's armed pull back to the settings' plan (decision 0603): run by every process at start and
 * every few minutes, so that a race or a crash that left a trigger missing or at another instant is repaired.
 */
public interface ReconcilePullsUseCase {

    /** @return how many vendors' runs were armed */
    int reconcile();
}
