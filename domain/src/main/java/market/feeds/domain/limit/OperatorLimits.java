package market.feeds.domain.limit;

/**
 * The limits of what an operator sends (operations contract §3), defined once: the services enforce them and the
 * operator document publishes them (decision 0111). Lengths are Unicode code points after trimming (0506).
 */
public final class OperatorLimits {

    /** A vendor slug is 2 to 63 characters: a DNS label's length, so it fits a subdomain (decision 0202). */
    public static final int SLUG_MIN = 2;
    public static final int SLUG_MAX = 63;
    /** Lower-case ASCII letters, digits and '-', not starting with '-'. */
    public static final String SLUG_PATTERN = "[a-z0-9][a-z0-9-]{" + (SLUG_MIN - 1) + "," + (SLUG_MAX - 1) + "}";
    /** A vendor's display name. */
    public static final int VENDOR_NAME = 200;
    /** A warehouse's label and city, and an API key's label (decision 0605). */
    public static final int LABEL = 200;

    private OperatorLimits() {
    }
}
