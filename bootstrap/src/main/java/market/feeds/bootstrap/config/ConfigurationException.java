package market.feeds.bootstrap.config;

/** An invalid configuration value; the message names the variable and fits on one line. */
public final class ConfigurationException extends RuntimeException {

    private static final long serialVersionUID = 1L;
    private static final int MAX_ECHO = 80;

    private final String variable;

    public ConfigurationException(String variable, String problem) {
        super(variable + " " + oneLine(problem));
        this.variable = variable;
    }

    /** The environment variable at fault, e.g. {@code FEEDS_HTTP_PORT}. */
    public String variable() {
        return variable;
    }

    /** Quotes a non-secret value for the message: control characters escaped, long values cut. */
    static String echo(String value) {
        String shown = value.length() > MAX_ECHO ? value.substring(0, MAX_ECHO) + "…" : value;
        return "\"" + oneLine(shown) + "\"";
    }

    private static String oneLine(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c)) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }
}
