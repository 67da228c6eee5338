package market.feeds.docs;

/**
 * Figures of the contract that live outside the domain (the HTTP adapter and the pull enforce them); the
 * domain's own figures are read from its constants where they are rendered.
 */
final class Limits {

    /** The feed's whole response must arrive within this many seconds. */
    static final int PULL_RESPONSE_SECONDS = 20;
    /** Resolving the feed's hostname has this separate budget, in seconds. */
    static final int PULL_RESOLVE_SECONDS = 6;

    /** Journal page size of the operator API: default and largest (application's ReadJournalUseCase). */
    static final int JOURNAL_DEFAULT = 50;
    static final int JOURNAL_MAX = 500;

    private Limits() {
    }
}
