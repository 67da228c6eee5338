package market.feeds.bootstrap.e2e.feed;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import market.feeds.bootstrap.e2e.Bodies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.LoggerFactory;

/**
 * Decision 0006, amended: a run whose stored feed token this node cannot open fails {@code bad_auth} for the vendor
 * and says so to the operator in one WARN line naming the vendor and FEEDS_SECRET_KEY, never the token.
 */
class UnopenableTokenWarnedE2eTest {

    private static final String TOKEN = "feed-token-sealed-elsewhere-5c0e";
    @RegisterExtension
    static final FeedHarness harness = FeedHarness.perClass();

    private final ListAppender<ILoggingEvent> captured = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

    @BeforeEach
    void capture() {
        captured.start();
        root.addAppender(captured);
    }

    @AfterEach
    void release() {
        root.detachAppender(captured);
    }

    @Test
    void aRunWhoseStoredTokenCannotBeOpenedLogsOneWarningNamingTheVendorAndTheKeyButNotTheToken() {
        FeedTables tables = new FeedTables(harness.service.database());
        harness.operator.vendor("sealed-elsewhere");
        String vendorId = tables.vendorId("sealed-elsewhere");
        harness.saveFeedAt("sealed-elsewhere", "/sealed-elsewhere/offers.json", TOKEN);
        harness.feeds.serve("/sealed-elsewhere/offers.json",
                () -> FeedRunE2eTest.json(Bodies.items(Bodies.offer("S-1", "\"price\":1"))));
        tables.corruptSealedToken("sealed-elsewhere");

        harness.runFailing("sealed-elsewhere", "bad_auth");

        List<ILoggingEvent> warnings = List.copyOf(captured.list).stream()
                .filter(event -> event.getLevel() == Level.WARN)
                .filter(event -> event.getFormattedMessage().contains(vendorId)).toList();
        assertThat(warnings).as("%s", captured.list).singleElement().satisfies(warning -> assertThat(
                warning.getFormattedMessage()).contains("stored feed token", "could not be opened", "FEEDS_SECRET_KEY")
                .doesNotContain(TOKEN));
    }
}
