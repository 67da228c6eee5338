package market.feeds.bootstrap;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import java.util.List;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;

/**
 * Keeps the HTTP libraries' wire logging off whatever logging configuration an operator supplies: at DEBUG, Jetty
 * logs every header field (so {@code Authorization: Bearer …}) and request bytes (so a feed token in a PUT body).
 * Secrets are never logged at any level, so their events below INFO are refused before they are formatted.
 */
final class WireLogGuard extends TurboFilter {

    /** Loggers that may print request or response bytes at DEBUG or TRACE. */
    static final List<String> WIRE_LOGGERS = List.of("org.eclipse.jetty", "okhttp3", "io.javalin");

    WireLogGuard() {
        setName("wire-log-guard");
    }

    /** Installs the guard on logback's context; does nothing when another SLF4J binding is in use. */
    static void install() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            WireLogGuard guard = new WireLogGuard();
            guard.start();
            context.addTurboFilter(guard);
        }
    }

    @Override
    public FilterReply decide(Marker marker, Logger logger, Level level, String format, Object[] params,
                              Throwable t) {
        if (level == null || level.isGreaterOrEqual(Level.INFO)) {
            return FilterReply.NEUTRAL;
        }
        String name = logger.getName();
        for (String wire : WIRE_LOGGERS) {
            if (name.equals(wire) || name.startsWith(wire + ".")) {
                return FilterReply.DENY;
            }
        }
        return FilterReply.NEUTRAL;
    }
}
