package market.feeds.adapters.http.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The page sign-in returns to is judged as a browser resolves it (WHATWG URL rules), not as its raw characters. */
class ReturnPathTest {

    @Test
    void aDotSegmentWrittenInPercentEncodingIsRefusedBecauseTheBrowserResolvesItLikeDots() {
        // The audit's values (s29b L2): Chromium went from each to /admin/..., /health and /docs/ru.
        for (String escaping : List.of("/console/%2e%2e/admin/v1/vendors", "/console/%2e%2e/health",
                "/console/%2e%2e/docs/ru", "/console/%2E%2E/admin/v1/vendors", "/console/.%2e/admin",
                "/console/%2e./admin", "/console/vendors/%2e%2e/%2e%2e/admin", "/console/%2e%2e?x=1",
                "/console/%2e%2e", "/console/%2e/vendors", "/console/%2E/%2e%2E/health")) {
            assertThat(ReturnPath.safe(escaping)).as(escaping).isEmpty();
        }
    }

    @Test
    void aConsolePageWithPercentEncodingThatIsNoDotSegmentStillPasses() {
        for (String page : List.of("/console/vendors/acme/review?state=pending_catalog&offset=50",
                "/console/vendors?q=%2e%2e", "/console/vendors/a%2eb", "/console/vendors/%D0%B0",
                "/console/vendors/acme/offers?sku=A%2FB")) {
            assertThat(ReturnPath.safe(page)).as(page).hasValue(page);
        }
    }
}
