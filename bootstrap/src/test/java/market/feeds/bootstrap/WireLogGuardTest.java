package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** An operator's DEBUG configuration never turns on the HTTP libraries' wire logging, which prints bearer tokens. */
class WireLogGuardTest {

    private final LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final WireLogGuard guard = new WireLogGuard();
    private final Level jettyBefore = context.getLogger("org.eclipse.jetty").getLevel();
    private final Level serviceBefore = context.getLogger("market.feeds").getLevel();

    /** The test JVM's configuration as it was: later tests must not log Jetty's wire at DEBUG. */
    @AfterEach
    void restore() {
        context.getTurboFilterList().remove(guard);
        context.getLogger("org.eclipse.jetty").setLevel(jettyBefore);
        context.getLogger("market.feeds").setLevel(serviceBefore);
    }

    @Test
    void wireLoggersStayQuietBelowInfoWhateverTheirConfiguredLevel() {
        context.getLogger("org.eclipse.jetty").setLevel(Level.TRACE);
        context.getLogger("market.feeds").setLevel(Level.DEBUG);
        Logger parser = context.getLogger("org.eclipse.jetty.http.HttpParser");
        assertThat(parser.isDebugEnabled()).as("configured without the guard").isTrue();

        guard.start();
        context.addTurboFilter(guard);

        assertThat(parser.isDebugEnabled()).isFalse();
        assertThat(parser.isTraceEnabled()).isFalse();
        assertThat(parser.isWarnEnabled()).isTrue();
        assertThat(context.getLogger("okhttp3.internal.http2.Http2").isDebugEnabled()).isFalse();
        assertThat(context.getLogger("market.feeds.bootstrap.Main").isDebugEnabled()).as("the service's own").isTrue();
    }
}
