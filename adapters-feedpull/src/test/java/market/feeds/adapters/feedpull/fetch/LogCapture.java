package market.feeds.adapters.feedpull.fetch;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.slf4j.LoggerFactory;

/**
 * Captures every log line at DEBUG and below: SLF4J (logback) and java.util.logging, which OkHttp uses
 * for its own platform messages.
 */
final class LogCapture implements AutoCloseable {

    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final Level previousLevel = root.getLevel();
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
    private final java.util.logging.Logger julRoot = java.util.logging.Logger.getLogger("");
    private final java.util.logging.Level previousJulLevel = julRoot.getLevel();
    private final List<String> julLines = new ArrayList<>();
    private final Handler julHandler = new Handler() {
        @Override
        public synchronized void publish(LogRecord record) {
            julLines.add(record.getLoggerName() + " " + record.getMessage() + " " + java.util.Arrays.toString(record.getParameters())
                    + (record.getThrown() == null ? "" : " " + record.getThrown()));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    private LogCapture() {
        root.setLevel(Level.TRACE);
        appender.start();
        root.addAppender(appender);
        julHandler.setLevel(java.util.logging.Level.ALL);
        julRoot.setLevel(java.util.logging.Level.ALL);
        julRoot.addHandler(julHandler);
        java.util.logging.Logger.getLogger("okhttp3").setLevel(java.util.logging.Level.ALL);
    }

    static LogCapture start() {
        return new LogCapture();
    }

    /** Every captured line, with arguments, formatted message and any stack trace. */
    synchronized List<String> lines() {
        List<String> lines = new ArrayList<>(julLines);
        for (ILoggingEvent event : appender.list) {
            lines.add(event.getLoggerName() + " " + event.getFormattedMessage() + " "
                    + java.util.Arrays.toString(event.getArgumentArray())
                    + (event.getThrowableProxy() == null ? "" : ThrowableProxyUtil.asString(event.getThrowableProxy())));
        }
        return lines;
    }

    @Override
    public void close() {
        root.detachAppender(appender);
        root.setLevel(previousLevel);
        julRoot.removeHandler(julHandler);
        julRoot.setLevel(previousJulLevel);
    }
}
