package market.feeds.bootstrap;

/**
 * The line that ends a copy: what the operator does next (decision 0014; README, "Moving to a PostgreSQL of your
 * own").
 */
final class CopyAdvice {

    private CopyAdvice() {
    }

    static String next(boolean keyFromFile) {
        String key = keyFromFile ? "the content of FEEDS_DATA_DIR/secret.key"
                : "the FEEDS_SECRET_KEY given to this command";
        return "next: stop using FEEDS_DATA_DIR and start the nodes with FEEDS_DATABASE_URL (and FEEDS_DATABASE_USER,"
                + " FEEDS_DATABASE_PASSWORD) as given to this command and FEEDS_SECRET_KEY set to " + key
                + "; the operator token and every API key keep working. The embedded database is unchanged: keep"
                + " FEEDS_DATA_DIR until the nodes serve from the new database";
    }
}
