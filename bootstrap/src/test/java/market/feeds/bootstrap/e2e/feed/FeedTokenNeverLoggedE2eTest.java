package market.feeds.bootstrap.e2e.feed;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import market.feeds.bootstrap.e2e.Bodies;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.LoggerFactory;

/**
 * Authentication point 5: the feed token is never written to a log line, at any level, by any library of the
 * process, nor returned by the settings, runs, journal or notifications.
 */
class FeedTokenNeverLoggedE2eTest {

    private static final String TOKEN = "feed-token-never-logged-71d4e0c8";
    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass();

    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final Map<Logger, Level> previousLevels = new HashMap<>();

    /** DEBUG everywhere: the root and every logger the test configuration pinned to another level. */
    @BeforeEach
    void captureEverythingAtDebug() {
        LoggerContext context = root.getLoggerContext();
        for (Logger logger : context.getLoggerList()) {
            if (logger.getLevel() != null) {
                previousLevels.put(logger, logger.getLevel());
                logger.setLevel(Level.DEBUG);
            }
        }
        captured.start();
        root.addAppender(captured);
    }

    @AfterEach
    void release() {
        root.detachAppender(captured);
        previousLevels.forEach(Logger::setLevel);
    }

    @Test
    void aSaveAndRunsWithATokenLogNoTokenAndAnswerNone() {
        harness.operator.vendor("quiet-feed");
        harness.feeds.serve("/quiet-feed/offers.json",
                () -> FeedRunE2eTest.json(Bodies.items(Bodies.offer("Q-1", "\"price\":1"))));
        List<String> answers = new ArrayList<>();

        answers.add(expect(harness.saveFeed("quiet-feed", VendorFeedServer.url("/quiet-feed/offers.json"), 4,
                "America/New_York", TOKEN), 200).body());
        answers.add(expect(harness.operator.call("GET", "/vendors/quiet-feed/feed", null), 200).body());
        answers.add(expect(harness.runNow("quiet-feed"), 200).body());
        harness.feeds.serve("/quiet-feed/offers.json", () -> new MockResponse.Builder().code(401).body("bad " + TOKEN));
        answers.add(expect(harness.runNow("quiet-feed"), 200).body());
        answers.add(expect(harness.operator.call("GET", "/vendors/quiet-feed/journal", null), 200).body());
        answers.add(expect(harness.operator.call("GET", "/vendors/quiet-feed/notifications", null), 200).body());

        assertThat(harness.feeds.requestsTo("/quiet-feed/offers.json")).hasSize(2)
                .allSatisfy(request -> assertThat(request.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN));
        assertThat(answers).noneMatch(answer -> answer.contains(TOKEN));
        List<String> lines = lines();
        assertThat(lines).as("the capture works at DEBUG")
                .anyMatch(line -> line.contains("DEBUG") && line.startsWith("market.feeds"));
        assertThat(lines).noneMatch(line -> line.contains(TOKEN));
    }

    private List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (ILoggingEvent event : List.copyOf(captured.list)) {
            lines.add(event.getLoggerName() + " " + event.getLevel() + " " + event.getFormattedMessage() + " "
                    + Arrays.toString(event.getArgumentArray()) + " " + event.getMDCPropertyMap() + " "
                    + (event.getThrowableProxy() == null ? "" : ThrowableProxyUtil.asString(event.getThrowableProxy())));
        }
        return lines;
    }
}
