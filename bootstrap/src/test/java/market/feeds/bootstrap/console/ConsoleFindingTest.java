package market.feeds.bootstrap.console;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.OneService;
import market.feeds.bootstrap.e2e.Operator;
import market.feeds.bootstrap.e2e.VendorClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Finding one thing among many: a sku on the review screen, a catalogue product by its id, the vendors counted. */
class ConsoleFindingTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();
    private ConsoleClient console;
    private String csrf;

    @BeforeEach
    void signIn() {
        console = ConsoleClient.signedIn(service.port());
        csrf = console.csrf("/console/vendors");
    }

    @Test
    void theReviewScreenFindsAPositionByItsExactSkuInTheTabAndItsActionsReturnToTheSearch() {
        vendorWithPositions("finder", "FD-1", "FD-10", "FD-2", "<b>FD-3</b>");
        String review = "/console/vendors/finder/review";

        String one = console.get(review + "?state=awaiting_review&sku=%20FD-1%20").body();
        String escaped = console.get(review + "?state=pending_catalog&sku=%3Cb%3EFD-3%3C%2Fb%3E").body();
        String otherTab = console.get(review + "?state=pending_catalog&sku=FD-1").body();
        String none = console.get(review + "?sku=FD").body();

        assertThat(one).contains("1 position awaiting review with the sku “FD-1”.",
                "<tr><td class=\"wrap\">FD-1</td>", "name=\"sku\" value=\"FD-1\"")
                .doesNotContain("<td class=\"wrap\">FD-10</td>", "<td class=\"wrap\">FD-2</td>", "Link all recognised",
                        "rel=\"next\"");
        assertThat(escaped).as("unmatched, so pending catalogue").contains("1 position pending catalogue with the sku",
                "<td class=\"wrap\">&lt;b&gt;FD-3&lt;/b&gt;</td>").doesNotContain("<b>FD-3");
        assertThat(otherTab).contains("No position pending catalogue has the sku “FD-1”.");
        assertThat(none).as("exact, not a prefix").contains("No position awaiting review has the sku “FD”.");
        String fd1 = positionId("finder", "FD-1");
        assertThat(one).contains("<input type=\"hidden\" name=\"sku\" value=\"FD-1\">",
                "/review/" + fd1 + "/pick?state=awaiting_review&amp;offset=0&amp;sku=FD-1");

        HttpResponse<String> marked = console.post(review + "/" + fd1 + "/unrecognised", console.form(csrf,
                "state", "awaiting_review", "offset", "0", "sku", "FD-1"));
        assertThat(marked.headers().firstValue("Location")).contains(review
                + "?state=awaiting_review&offset=0&sku=FD-1&done=unrecognised");
    }

    @Test
    void aTypedCatalogueIdLinksThePositionAndAnUnknownOrMissingOneIsThePickPageAgainWithTheReasonByTheField() {
        Operator operator = vendorWithPositions("typist", "TY-1");
        String known = operator.catalogProduct("Winter wheat Zorya", "Nasinnia", "seeds", "bag");
        String pick = "/console/vendors/typist/review/" + positionId("typist", "TY-1") + "/pick";
        assertThat(console.get(pick).body()).contains("<form method=\"post\" action=\"" + pick + "\">",
                "name=\"catalog_product_id\" value=\"\"");

        HttpResponse<String> unknown = console.post(pick, console.form(csrf, "catalog_product_id",
                "0000<x>-no-such", "state", "awaiting_review", "offset", "0"));
        HttpResponse<String> blank = console.post(pick, console.form(csrf, "catalog_product_id", " ",
                "state", "awaiting_review", "offset", "0"));
        assertThat(operator.offers("typist", "TY-1")).as("nothing linked, not even the suggestion").isEmpty();

        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(unknown.body()).contains("Pick a catalogue product for", "value=\"0000&lt;x&gt;-no-such\"",
                "aria-invalid=\"true\" aria-describedby=\"typed-id-error\"",
                "id=\"typed-id-error\">No catalogue product has the id “0000&lt;x&gt;-no-such”; nothing was linked.")
                .doesNotContain("<x>");
        assertThat(blank.statusCode()).isEqualTo(400);
        assertThat(blank.body()).contains("id=\"typed-id-error\">Type the id of a catalogue product.");

        HttpResponse<String> linked = console.post(pick, console.form(csrf, "catalog_product_id", " " + known + " ",
                "state", "awaiting_review", "offset", "0"));
        assertThat(linked.statusCode()).as(linked.body()).isEqualTo(303);
        assertThat(linked.headers().firstValue("Location")).contains(
                "/console/vendors/typist/review?state=awaiting_review&offset=0&done=linked");
        assertThat(operator.offers("typist", "TY-1").get(0).get("catalog_product_id").asText()).isEqualTo(known);
    }

    @Test
    void theVendorListSaysWhichVendorsItShowsOfHowManyMatch() {
        for (int i = 0; i < 55; i++) {
            service.operator().vendor(String.format("counted-%02d", i));
        }

        String first = console.get("/console/vendors?q=counted").body();
        String second = console.get("/console/vendors?q=counted&offset=50").body();
        String all = console.get("/console/vendors").body();

        assertThat(first).contains("<p id=\"vendor-count\">Vendors 1–50 of 55 matching “counted”.</p>");
        assertThat(second).contains("<p id=\"vendor-count\">Vendors 51–55 of 55 matching “counted”.</p>");
        assertThat(all).containsPattern("<p id=\"vendor-count\">Vendors 1–50 of [0-9]+\\.</p>");
    }

    /** A new vendor whose product feed of {@code skus} has been matched (against "Hybrid seed <first sku>"). */
    private static Operator vendorWithPositions(String slug, String... skus) {
        Operator operator = service.operator();
        operator.vendor(slug);
        operator.catalogProduct("Hybrid seed " + skus[0], "Agro", "seeds", "bag");
        String[] items = java.util.Arrays.stream(skus).map(Bodies::product).toArray(String[]::new);
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        operator.awaitJob(expect(vendor.products(Bodies.items(items)), 202).json().get("job_id").asText());
        return operator;
    }

    private static String positionId(String slug, String sku) {
        return service.operator().positionId(slug, sku);
    }
}
