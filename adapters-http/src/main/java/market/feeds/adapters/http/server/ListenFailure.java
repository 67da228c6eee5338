package market.feeds.adapters.http.server;

import java.net.BindException;

/**
 * The server could not open its port, with the operating system's reason (e.g. "Address already in use"): a state
 * of the machine, not a defect, so it carries no stack trace. Javalin reports every such failure as "Port already in
 * use" and keeps the real reason three causes down.
 */
public final class ListenFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;
    /** Linux's wording of EADDRINUSE, as the JDK passes it on; Java has no other way to tell the errno. */
    private static final String IN_USE = "Address already in use";

    private final String host;
    private final int port;
    private final String reason;

    ListenFailure(String host, int port, BindException cause) {
        super("cannot listen on " + host + ":" + port + ": " + cause.getMessage(), null, false, false);
        this.host = host;
        this.port = port;
        this.reason = String.valueOf(cause.getMessage());
    }

    public String host() {
        return host;
    }

    public int port() {
        return port;
    }

    /** The operating system's words, e.g. "Address already in use", "Permission denied". */
    public String reason() {
        return reason;
    }

    /** Another process holds the port: possibly for a moment only, unlike an address or a right this one lacks. */
    public boolean portInUse() {
        return reason.contains(IN_USE);
    }
}
