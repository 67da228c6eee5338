package market.feeds.bootstrap.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.OneService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A backlog of 20,000 positions is paged on the review screen, never rendered at once. */
class ConsoleReviewPagingTest {

    private static final int BACKLOG = 20_000;
    private static final Pattern ROW = Pattern.compile("<tr><td class=\"wrap\">P-");

    @RegisterExtension
    static final OneService service = OneService.perClass();

    @BeforeAll
    static void seed() throws Exception {
        service.operator().vendor("backlog");
        String catalogId = service.operator().catalogProduct("Hybrid seed", "Agro", "seeds", "bag");
        try (Connection c = service.database().getConnection(); PreparedStatement insert = c.prepareStatement("""
                INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq, state,
                                       suggested_catalog_product_id, request_id, idx)
                SELECT gen_random_uuid(), v.id, 'P-' || g, 'Hybrid seed ' || g, 'Agro', 'seeds', 'bag', 10, 1, 1,
                       'awaiting_review', ?, ?, g
                FROM vendors v, generate_series(0, ? - 1) g WHERE v.slug = 'backlog'""")) {
            insert.setObject(1, UUID.fromString(catalogId));
            insert.setObject(2, UUID.randomUUID());
            insert.setInt(3, BACKLOG);
            assertThat(insert.executeUpdate()).isEqualTo(BACKLOG);
        }
    }

    @Test
    void twentyThousandPositionsArePagedNotRenderedAtOnce() {
        ConsoleClient console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());

        HttpResponse<String> first = console.get("/console/vendors/backlog/review");
        HttpResponse<String> last = console.get("/console/vendors/backlog/review?state=awaiting_review&offset=19950");

        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(ROW.matcher(first.body()).results().count()).isEqualTo(50);
        assertThat(first.body()).contains("Positions 1–50 of 20000.", "<tr><td class=\"wrap\">P-0</td>",
                        "offset=50\">Next")
                .doesNotContain("<tr><td class=\"wrap\">P-50</td>");
        assertThat(first.body().length()).as("one page, not the backlog").isLessThan(200_000);
        assertThat(ROW.matcher(last.body()).results().count()).isEqualTo(50);
        assertThat(last.body()).contains("Positions 19951–20000 of 20000.", "<tr><td class=\"wrap\">P-19999</td>",
                        "← Previous")
                .doesNotContain("Next →");
    }
}
