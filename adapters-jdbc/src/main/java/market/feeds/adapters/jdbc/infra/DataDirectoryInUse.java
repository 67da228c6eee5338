package market.feeds.adapters.jdbc.infra;

/** Another process holds the data directory's lock: a service running on it, or a copy of it under way. */
public final class DataDirectoryInUse extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    DataDirectoryInUse(String message) {
        super(message);
    }
}
