package market.feeds.bootstrap.console;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.Map;
import market.feeds.bootstrap.e2e.Bodies;
import market.feeds.bootstrap.e2e.E2eService;
import market.feeds.bootstrap.e2e.OneService;
import market.feeds.bootstrap.e2e.Operator;
import market.feeds.bootstrap.e2e.VendorClient;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Each console action over plain HTTP does what the operator API would, and the pages show the result. */
class ConsoleScreensTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();
    private ConsoleClient console;
    private String csrf;

    @BeforeEach
    void signIn() {
        console = new ConsoleClient(service.port());
        console.signIn(E2eService.OPERATOR_TOKEN, Map.of());
        csrf = console.csrf("/console/vendors");
    }

    @Test
    void vendorsAreSearchedBySlugOrNameAndTheirTextIsEscaped() {
        console.post("/console/vendors", console.form(csrf, "slug", "search-alpha", "name", "<script>x</script> Alpha"));
        console.post("/console/vendors", console.form(csrf, "slug", "search-beta", "name", "Beta"));

        String found = console.get("/console/vendors?q=ALPHA").body();

        assertThat(found).contains("search-alpha", "&lt;script&gt;x&lt;/script&gt; Alpha").doesNotContain("search-beta")
                .doesNotContain("<script>x</script>");
    }

    @Test
    void aFormValueIsTrimmedAsTheOperatorApiTrimsItNoBreakSpacesIncluded() {
        expect303(console.post("/console/vendors", console.form(csrf, "slug", "\u00a0trimmed-nbsp\u00a0",
                "name", "\u00a0Trimmed Name\u2003")));

        JsonNode vendor = expect(service.operator().call("GET", "/vendors/trimmed-nbsp", null), 200).json();
        assertThat(vendor.get("name").asText()).isEqualTo("Trimmed Name");
    }

    @Test
    void flagsAndWarehousesAreChangedFromTheOverview() {
        Operator operator = service.operator();
        operator.vendor("flags");

        expect303(console.post("/console/vendors/flags/flags", console.form(csrf, "may_publish", "true")));
        expect303(console.post("/console/vendors/flags/warehouses", console.form(csrf, "label", "North", "city", "Lviv",
                "primary", "true")));

        JsonNode vendor = expect(operator.call("GET", "/vendors/flags", null), 200).json();
        assertThat(vendor.get("active").asBoolean()).isFalse();
        assertThat(vendor.get("may_publish").asBoolean()).isTrue();
        assertThat(console.get("/console/vendors/flags").body()).contains(
                "<td class=\"wrap\">North</td><td class=\"wrap\">Lviv</td><td>yes</td>");
    }

    @Test
    void aPositionIsLinkedToAProductPickedBySearchAndOthersAreMarkedOrLinkedAllAtOnce() {
        Operator operator = service.operator();
        operator.vendor("picker");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("picker"));
        operator.catalogProduct("Hybrid seed PK-1", "Agro", "seeds", "bag");
        operator.catalogProduct("Hybrid seed PK-2", "Agro", "seeds", "bag");
        operator.catalogProduct("Hybrid seed PK-3", "Agro", "seeds", "bag");
        String chosen = operator.catalogProduct("Winter wheat Zorya", "Nasinnia", "seeds", "bag");
        JsonNode posted = expect(vendor.products(Bodies.items(Bodies.product("PK-1"), Bodies.product("PK-2"),
                Bodies.product("PK-3"))), 202).json();
        operator.awaitJob(posted.get("job_id").asText());
        String pk1 = service.operator().positionId("picker", "PK-1");
        String pk3 = service.operator().positionId("picker", "PK-3");

        String picked = console.get("/console/vendors/picker/review/" + pk1 + "/pick?q=zorya").body();
        assertThat(picked).contains("Winter wheat Zorya").doesNotContain("Hybrid seed PK-2");
        expect303(console.post("/console/vendors/picker/review/" + pk1 + "/link",
                console.form(csrf, "catalog_product_id", chosen)));
        expect303(console.post("/console/vendors/picker/review/" + pk3 + "/unrecognised", console.form(csrf)));
        expect303(console.post("/console/vendors/picker/review/link-recognised", console.form(csrf)));

        assertThat(operator.offers("picker", "PK-1").get(0).get("catalog_product_id").asText()).isEqualTo(chosen);
        assertThat(operator.offers("picker", "PK-2")).hasSize(1);
        assertThat(operator.offers("picker", "PK-3")).isEmpty();
        assertThat(console.get("/console/vendors/picker/review?state=pending_catalog").body()).contains("PK-3");
        assertThat(console.get("/console/vendors/picker/review").body()).contains("Nothing here.");
        assertThat(console.get("/console/review").body()).contains("/console/vendors/picker/review\">picker</a>",
                "review?state=pending_catalog\">1</a>");
    }

    @Test
    void thePickPageNamesThePositionSearchesForItsNameSaysWhenNothingMatchesAndIs404ForAnUnknownPosition() {
        Operator operator = service.operator();
        operator.vendor("namer");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("namer"));
        operator.catalogProduct("Hybrid seed NM-1", "Agro", "seeds", "bag");
        operator.awaitJob(expect(vendor.products(Bodies.items(Bodies.product("NM-1"))), 202).json().get("job_id")
                .asText());
        String pick = "/console/vendors/namer/review/" + service.operator().positionId("namer", "NM-1") + "/pick";

        String first = console.get(pick).body();
        String nothing = console.get(pick + "?q=zzzz").body();
        HttpResponse<String> unknown = console.get("/console/vendors/namer/review/"
                + "00000000-0000-0000-0000-000000000000/pick");
        String noVendor = console.get("/console/vendors?q=zzzz").body();

        assertThat(first).contains("<dd>NM-1</dd>", "<dd><span dir=\"auto\">Hybrid seed NM-1</span></dd>",
                "<span dir=\"auto\">Agro</span> · seeds · bag", "name=\"q\" value=\"Hybrid seed NM-1\"",
                "Catalogue products matching “Hybrid seed NM-1”");
        assertThat(nothing).contains("No catalogue product matches “zzzz”.").doesNotContain("<table");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(unknown.body()).contains("Not done", "has no position").doesNotContain("name=\"q\"");
        assertThat(noVendor).contains("No vendor matches “zzzz”.").doesNotContain("<caption>Vendors matching");
    }

    /** Audit s29b L9. */
    @Test
    void anEmptyTableSaysNoneAndAVendorsTextIsSetInItsOwnDirection() {
        Operator operator = service.operator();
        operator.vendor("bidi");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("bidi"));
        String rtl = "مرحبا 0 עברית";
        operator.awaitJob(expect(vendor.products(Bodies.items(Bodies.product("RTL-1")
                .replace("Hybrid seed RTL-1", rtl))), 202).json().get("job_id").asText());

        String overview = console.get("/console/vendors/bidi").body();
        String feed = console.get("/console/vendors/bidi/feed").body();
        String review = console.get("/console/vendors/bidi/review?state=pending_catalog").body();
        String pick = console.get("/console/vendors/bidi/review/" + service.operator().positionId("bidi", "RTL-1")
                + "/pick").body();

        assertThat(overview).contains("<p class=\"none\">Warehouses: none.</p>")
                .doesNotContain("<caption>Warehouses</caption>");
        assertThat(feed).contains("<p class=\"none\">Latest feed runs: none.</p>")
                .doesNotContain("<caption>Latest feed runs</caption>");
        assertThat(review).contains("<span dir=\"auto\">" + rtl + "</span>");
        assertThat(pick).contains("<dd><span dir=\"auto\">" + rtl + "</span></dd>",
                "name=\"q\" value=\"" + rtl + "\" type=\"search\" required dir=\"auto\">");
    }

    @Test
    void anActionOnPageTwoReturnsToTheSameTabAndPageAndPreviousFromPastTheEndLeadsToTheLastPageWithRows() {
        Operator operator = service.operator();
        operator.vendor("pages");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("pages"));
        String product = operator.catalogProduct("Winter wheat Paged", "Nasinnia", "seeds", "bag");
        operator.awaitJob(expect(vendor.products(Bodies.products("PG-", 60)), 202).json().get("job_id").asText());
        String base = "/console/vendors/pages/review";
        String page2 = console.get(base + "?state=pending_catalog&offset=50").body();
        java.util.regex.Matcher row = java.util.regex.Pattern.compile("/review/([0-9a-f-]{36})/pick").matcher(page2);
        assertThat(row.find()).as("a row on page 2").isTrue();
        String first = row.group(1);
        assertThat(row.find()).isTrue();
        String second = row.group(1);
        String pick = console.get(base + "/" + first + "/pick?state=pending_catalog&offset=50&q=wheat").body();

        HttpResponse<String> linked = console.post(base + "/" + first + "/link", console.form(csrf,
                "catalog_product_id", product, "state", "pending_catalog", "offset", "50"));
        HttpResponse<String> crafted = console.post(base + "/" + second + "/link", console.form(csrf,
                "catalog_product_id", product, "state", "https://evil.example/", "offset", "//evil.example"));
        String pastTheEnd = console.get(base + "?state=pending_catalog&offset=130").body();
        String rejected = expect(vendor.offers(Bodies.items(Bodies.offer("NONE-1", "\"stock\":1"))), 202).json()
                .get("request_id").asText();
        String farRejections = console.get("/console/vendors/pages/journal/" + rejected + "?offset=999").body();

        assertThat(page2).contains("/pick?state=pending_catalog&amp;offset=50\"");
        assertThat(pick).contains("name=\"state\" value=\"pending_catalog\"", "name=\"offset\" value=\"50\"");
        assertThat(linked.headers().firstValue("Location"))
                .contains(base + "?state=pending_catalog&offset=50&done=linked");
        assertThat(crafted.headers().firstValue("Location"))
                .contains(base + "?state=awaiting_review&offset=0&done=linked");
        assertThat(pastTheEnd).contains("offset=50\">← Previous");
        assertThat(farRejections).contains("offset=0\">← Previous").doesNotContain("offset=899");
    }

    @Test
    void repeatedControlsAreNamedForTheirRowAndTheCopyButtonSpeaksThroughALiveRegion() {
        Operator operator = service.operator();
        operator.vendor("named");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("named"));
        operator.catalogProduct("Hybrid seed NA-1", "Agro", "seeds", "bag");
        operator.awaitJob(expect(vendor.products(Bodies.items(Bodies.product("NA-1"))), 202).json().get("job_id")
                .asText());
        java.util.regex.Matcher token = java.util.regex.Pattern.compile("name=\"issue_token\" value=\"([^\"]+)\"")
                .matcher(console.get("/console/vendors/named").body());
        assertThat(token.find()).isTrue();

        String issued = console.post("/console/vendors/named/keys", console.form(csrf, "issue_token", token.group(1),
                "scope_offers", "true", "label", "erp sync")).body();
        String keyId = java.util.stream.StreamSupport.stream(expect(operator.call("GET", "/vendors/named/keys", null),
                200).json().spliterator(), false).filter(k -> k.path("label").asText().equals("erp sync"))
                .findFirst().orElseThrow().get("id").asText();
        String vendors = console.get("/console/vendors?q=named").body();
        String review = console.get("/console/vendors/named/review").body();
        String pick = console.get("/console/vendors/named/review/" + service.operator().positionId("named", "NA-1")
                + "/pick").body();

        assertThat(vendors).contains("aria-label=\"Review vendor named\">Review</a>");
        assertThat(review).contains("aria-label=\"Pick product for NA-1\">Pick product…</a>",
                "aria-label=\"Mark NA-1 unrecognised\">Unrecognised</button>",
                "aria-label=\"Link NA-1 to the suggestion\">Link to suggestion</button>");
        assertThat(pick).contains("aria-label=\"Link NA-1 to Hybrid seed NA-1\">Link to this</button>");
        assertThat(issued).contains("aria-label=\"Revoke key erp sync (" + keyId.substring(0, 8) + ")\">Revoke…</a>",
                "data-status=\"copy-status\"", "<span id=\"copy-status\" role=\"status\" aria-live=\"polite\">");
    }

    @Test
    void linkAllRecognisedIsConfirmedWithTheCountItWouldLinkAndThenSaysHowManyItLinked() {
        Operator operator = service.operator();
        operator.vendor("bulkconfirm");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("bulkconfirm"));
        operator.catalogProduct("Hybrid seed BC-1", "Agro", "seeds", "bag");
        operator.catalogProduct("Hybrid seed BC-2", "Agro", "seeds", "bag");
        operator.awaitJob(expect(vendor.products(Bodies.items(Bodies.product("BC-1"), Bodies.product("BC-2"),
                Bodies.product("BC-NONE"))), 202).json().get("job_id").asText());
        String base = "/console/vendors/bulkconfirm/review";

        String review = console.get(base).body();
        HttpResponse<String> confirmation = console.get(base + "/link-recognised");
        int linkedBefore = operator.offers("bulkconfirm", "BC-1").size();
        HttpResponse<String> linked = console.post(base + "/link-recognised", console.form(csrf, "expected", "2"));
        String location = linked.headers().firstValue("Location").orElse("");

        assertThat(review).contains("href=\"" + base + "/link-recognised\">Link all recognised…</a>")
                .doesNotContain(">Link all recognised</button>");
        assertThat(confirmation.statusCode()).isEqualTo(200);
        assertThat(confirmation.body()).contains("Link 2 positions of bulkconfirm to their suggestions",
                "name=\"expected\" value=\"2\"", ">Link 2 positions</button>");
        assertThat(linkedBefore).as("opening the confirmation links nothing").isZero();
        assertThat(linked.statusCode()).as(linked.body()).isEqualTo(303);
        assertThat(location).isEqualTo(base + "?done=linked-all&linked=2");
        assertThat(console.get(location).body()).contains("2 positions linked and published.");
        assertThat(console.get(base + "?done=linked-all&linked=%3Cb%3E").body()).doesNotContain("<b>")
                .doesNotContain("positions linked");
        assertThat(operator.offers("bulkconfirm", "BC-2")).hasSize(1);
    }

    @Test
    void theReviewScreenAndTheRequestPageShowAPositionsWarningsPriceStockAndWarehouse() {
        Operator operator = service.operator();
        operator.vendor("wh");
        expect303(console.post("/console/vendors/wh/warehouses", console.form(csrf, "label", "North", "city", "Lviv")));
        expect303(console.post("/console/vendors/wh/warehouses", console.form(csrf, "label", "South", "city", "Kyiv")));
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("wh"));
        operator.catalogProduct("Hybrid seed W1", "Agro", "seeds", "bag");
        operator.catalogProduct("Hybrid seed W2", "Agro", "seeds", "bag");
        JsonNode posted = expect(vendor.products(Bodies.items(Bodies.product("W1"),
                Bodies.product("W2").replaceFirst("}$", ",\"warehouse\":\"North\"}"))), 202).json();
        operator.awaitJob(posted.get("job_id").asText());

        String review = console.get("/console/vendors/wh/review").body();
        String request = console.get("/console/vendors/wh/journal/" + posted.get("request_id").asText()).body();

        assertThat(review).contains("Price 100.5 · stock 10 · moq", "Warehouse: none",
                "warehouse_ambiguous", "several warehouses match", "Warehouse: North");
        assertThat(request).contains("Warnings",
                "<td>1</td><td>0</td><td class=\"wrap\">W1</td><td>warehouse_ambiguous</td>");
    }

    @Test
    void anOffersVisibilityAndCompletenessChangeAndItsLadderIsRemoved() {
        Operator operator = service.operator();
        operator.vendor("ladder");
        String offerId = operator.offer("ladder", "LD-1", operator.catalogProduct("Urea", "Azot", "fertilizers", "ton"),
                "500", "10");
        expect(operator.call("PATCH", "/vendors/ladder/offers/" + offerId,
                "{\"price_ladder\":[{\"min_qty\":10,\"price\":450}]}"), 200);
        assertThat(console.get("/console/vendors/ladder/offers?sku=LD-1").body()).contains("10+ at 450");

        expect303(console.post("/console/vendors/ladder/offers/" + offerId + "?sku=LD-1",
                console.form(csrf, "visibility", "paused")));
        expect303(console.post("/console/vendors/ladder/offers/" + offerId + "/remove-ladder?sku=LD-1",
                console.form(csrf)));

        JsonNode offer = operator.offers("ladder", "LD-1").get(0);
        assertThat(offer.get("visibility").asText()).isEqualTo("paused");
        assertThat(offer.get("complete").asBoolean()).isFalse();
        assertThat(offer.get("price_ladder")).isEmpty();
    }

    @Test
    void theOfferCardNamesItsProductAndWarehouseAndItsFormWritesOnlyWhatTheOperatorChanged() {
        Operator operator = service.operator();
        operator.vendor("stale");
        String warehouse = expect(operator.call("POST", "/vendors/stale/warehouses",
                "{\"label\":\"Depot <North>\",\"primary\":true}"), 201).json().get("id").asText();
        String product = operator.catalogProduct("Urea granular", "Azot", "fertilizers", "ton");
        String offerId = expect(operator.call("POST", "/vendors/stale/offers",
                "{\"sku\":\"ST-1\",\"catalog_product_id\":\"" + product + "\",\"price\":500,\"stock\":10,"
                        + "\"warehouse_id\":\"" + warehouse + "\"}"), 201).json()
                .get("id").asText();
        String card = console.get("/console/vendors/stale/offers?sku=ST-1").body();
        boolean completeShown = card.contains("name=\"complete\" value=\"true\" checked");
        // Meanwhile, through the operator API:
        expect(operator.call("PATCH", "/vendors/stale/offers/" + offerId, "{\"complete\":" + !completeShown + "}"),
                200);

        Map<String, String> form = console.form(csrf, "visibility", "paused", "visibility_was", "published",
                "complete_was", String.valueOf(completeShown));
        if (completeShown) {
            form.put("complete", "true");
        }
        expect303(console.post("/console/vendors/stale/offers/" + offerId + "?sku=ST-1", form));

        JsonNode offer = operator.offers("stale", "ST-1").get(0);
        assertThat(offer.get("visibility").asText()).isEqualTo("paused");
        assertThat(offer.get("complete").asBoolean()).as("the API's change stays").isEqualTo(!completeShown);
        assertThat(card).contains("<dt>Catalogue product</dt><dd>Urea granular <small>Azot",
                "<dt>Warehouse</dt><dd>Depot &lt;North&gt;</dd>");
    }

    @Test
    void aRefusedFeedAddressIsShownWithItsCodeAndTheJournalFiltersByOutcome() {
        Operator operator = service.operator();
        operator.vendor("journal");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("journal"));
        expect(vendor.offers(Bodies.items(Bodies.offer("NONE", "\"stock\":1"))), 202);

        HttpResponse<String> refused = console.post("/console/vendors/journal/feed", console.form(csrf,
                "url", "http://feeds.example.com/x.json", "hour", "3", "time_zone", "Europe/Kyiv"));
        String failed = console.get("/console/vendors/journal/journal?outcome=failed").body();
        String succeeded = console.get("/console/vendors/journal/journal?outcome=succeeded&source=api").body();

        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("bad_url");
        assertThat(failed).doesNotContain("PATCH /v1/offers");
        assertThat(succeeded).contains("PATCH /v1/offers");
    }

    @Test
    void aRefusedVendorOrFeedFormComesBackAsTypedWithTheReasonByItsFieldInSentenceCaseButNeverTheToken() {
        service.operator().vendor("taken");
        String secret = "typed-feed-token-7f3a";

        HttpResponse<String> vendor = console.post("/console/vendors", console.form(csrf, "slug", "taken",
                "name", "Typed <Name>"));
        HttpResponse<String> feed = console.post("/console/vendors/taken/feed", console.form(csrf,
                "url", "http://feeds.example.com/typed.json", "hour", "7", "time_zone", "Europe/Kyiv",
                "token", secret));
        HttpResponse<String> wrongToken = new ConsoleClient(service.port()).signIn("not-the-token", Map.of());

        assertThat(vendor.statusCode()).isEqualTo(409);
        assertThat(vendor.body()).contains("name=\"slug\" value=\"taken\"", "value=\"Typed &lt;Name&gt;\"",
                "aria-describedby=\"slug-error\"", "id=\"slug-error\">A vendor with slug taken exists")
                .doesNotContain("<h1>Not done</h1>");
        assertThat(feed.statusCode()).isEqualTo(400);
        assertThat(feed.body()).contains("value=\"http://feeds.example.com/typed.json\"",
                "<option value=\"7\" selected>", "<option selected>Europe/Kyiv</option>",
                "id=\"feed-url-error\">Feed URL: ", "(code bad_url)", "The token you typed was not kept")
                .doesNotContain(secret).doesNotContain("<h1>Not done</h1>");
        assertThat(wrongToken.body()).contains("<title>Sign in · Feeds console</title>");
    }

    @Test
    void textNoStoreCanHoldIsRefusedAsAConsolePageNotAFault() {
        HttpResponse<String> search = console.get("/console/vendors?q=a%00b");
        HttpResponse<String> created = console.post("/console/vendors", console.form(csrf, "slug", "nul-name",
                "name", "a\u0000b"));

        for (HttpResponse<String> refused : java.util.List.of(search, created)) {
            assertThat(refused.statusCode()).isEqualTo(400);
            assertThat(refused.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
            assertThat(refused.body()).contains("Not done", "must not hold U+0000");
        }
        expect(service.operator().call("GET", "/vendors/nul-name", null), 404);
    }

    @Test
    void aJournalPageSaysADryRunAndShowsCodeMeaningsWithCodeNotBackTicks() {
        Operator operator = service.operator();
        operator.vendor("dry");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("dry"));
        String dryRun = expect(vendor.write("PATCH", "/v1/offers?dry_run=true",
                Bodies.items(Bodies.offer("NONE", "\"stock\":1")), null), 200).json().get("request_id").asText();
        String failed = expect(vendor.offers("{\"items\":[]}"), 400).json().get("request_id").asText();

        String dryPage = console.get("/console/vendors/dry/journal/" + dryRun).body();
        String failedPage = console.get("/console/vendors/dry/journal/" + failed).body();

        assertThat(dryPage).contains("<dt>Dry run</dt>");
        assertThat(dryPage).contains("<td>sku_unknown</td>").doesNotContain("`");
        assertThat(failedPage).contains("no_items — <code>items</code>").doesNotContain("`")
                .doesNotContain("<dt>Dry run</dt>");
    }

    @Test
    void aPagePastTheLastRowSaysHowManyThereAreInsteadOfAnImpossibleRange() {
        Operator operator = service.operator();
        operator.vendor("far");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("far"));
        operator.awaitJob(expect(vendor.products(Bodies.items(Bodies.product("FAR-1"))), 202).json().get("job_id")
                .asText());
        String state = operator.positions("far", "?sku=FAR-1").get(0).get("state").asText();
        String rejected = expect(vendor.offers(Bodies.items(Bodies.offer("NONE-1", "\"stock\":1"),
                Bodies.offer("NONE-2", "\"stock\":1"))), 202).json().get("request_id").asText();

        String review = console.get("/console/vendors/far/review?state=" + state + "&offset=100000").body();
        String entry = console.get("/console/vendors/far/journal/" + rejected + "?offset=99999").body();

        assertThat(review).contains("No positions this far; ").doesNotContain("100001–");
        assertThat(entry).contains("No rejected rows this far; 2 stored").doesNotContain("100000–");
    }

    @Test
    void aRejectedRowIsNumberedAsTheVendorCountsItsItemsFromOneBesideTheContractsIndex() {
        Operator operator = service.operator();
        operator.vendor("rownum");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey("rownum"));
        String rejected = expect(vendor.offers(Bodies.items(Bodies.offer("NONE-A", "\"stock\":1"),
                Bodies.offer("NONE-B", "\"stock\":1"))), 202).json().get("request_id").asText();

        String entry = console.get("/console/vendors/rownum/journal/" + rejected).body();

        assertThat(entry).contains("<th scope=\"col\">Item no. (first = 1)</th><th scope=\"col\">index (from 0)</th>")
                .contains("<tr><td>1</td><td>0</td><td class=\"wrap\">NONE-A</td>",
                        "<tr><td>2</td><td>1</td><td class=\"wrap\">NONE-B</td>")
                .doesNotContain(">Row<");
    }

    @Test
    void anUnknownVisibilityIsRefusedNotIgnored() {
        Operator operator = service.operator();
        operator.vendor("vis");
        String offerId = operator.offer("vis", "V-1", operator.catalogProduct("Seed V-1", "Agro", "seeds", "bag"), "10",
                "1");

        HttpResponse<String> refused = console.post("/console/vendors/vis/offers/" + offerId + "?sku=V-1",
                console.form(csrf, "visibility", "bogus", "complete", "true"));

        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).contains("Visibility must be one of");
        assertThat(operator.offers("vis", "V-1").get(0).get("visibility").asText()).isEqualTo("published");
    }

    @Test
    void aPageAddressThatNamesNoScreenIsAConsole404PageNotJson() {
        HttpResponse<String> missing = console.get("/console/vendors/nobody/nowhere");

        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(missing.body()).contains("There is no console page at /console/vendors/nobody/nowhere");
        assertThat(console.get("/console/vendors").statusCode()).as("screens are still found").isEqualTo(200);
        assertThat(console.get("/console/sign-out").statusCode()).as("a wrong method is still 405").isEqualTo(405);
    }

    @Test
    void theKeyFormSentAgainByAReloadFindsTheKeyItIssuedInsteadOfIssuingAnother() {
        service.operator().vendor("reloaded");
        java.util.regex.Matcher field = java.util.regex.Pattern.compile("name=\"issue_token\" value=\"([^\"]+)\"")
                .matcher(console.get("/console/vendors/reloaded").body());
        assertThat(field.find()).as("the key form carries a one-time token").isTrue();
        Map<String, String> form = console.form(csrf, "issue_token", field.group(1), "scope_offers", "true",
                "label", "erp");

        HttpResponse<String> created = console.post("/console/vendors/reloaded/keys", form);
        HttpResponse<String> reloaded = console.post("/console/vendors/reloaded/keys", form);

        JsonNode keys = expect(service.operator().call("GET", "/vendors/reloaded/keys", null), 200).json();
        assertThat(keys).hasSize(1);
        assertThat(created.statusCode()).isEqualTo(200);
        assertThat(created.body()).contains("Copy the secret now");
        assertThat(reloaded.statusCode()).isEqualTo(409);
        assertThat(reloaded.body()).contains("Key " + keys.get(0).get("id").asText() + " was created by this form")
                .doesNotContain("Copy the secret now");
    }

    @Test
    void aRevocationSentFromAStaleConfirmationPageOfARevokedKeyIsRefusedNotReportedDone() {
        Operator operator = service.operator();
        operator.vendor("stale-revoke");
        String id = expect(operator.call("POST", "/vendors/stale-revoke/keys", "{\"scopes\":[\"offers:write\"]}"), 201)
                .json().get("id").asText();
        expect303(console.post("/console/vendors/stale-revoke/keys/" + id + "/revoke", console.form(csrf)));

        HttpResponse<String> again = console.post("/console/vendors/stale-revoke/keys/" + id + "/revoke",
                console.form(csrf));

        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(again.body()).contains("already revoked");
    }

    @Test
    void aCheckboxSentAsAnythingButTrueIsRefusedAndChangesNothing() {
        Operator operator = service.operator();
        operator.vendor("crafted");

        HttpResponse<String> crafted = console.post("/console/vendors/crafted/flags",
                console.form(csrf, "active", "yes", "may_publish", "true"));

        assertThat(crafted.statusCode()).isEqualTo(400);
        JsonNode vendor = expect(operator.call("GET", "/vendors/crafted", null), 200).json();
        assertThat(vendor.get("active").asBoolean()).isTrue();
    }

    @Test
    void theRevokeConfirmationIsOnlyOfferedForALiveKeyOfTheVendor() {
        Operator operator = service.operator();
        operator.vendor("revocable");
        String id = expect(operator.call("POST", "/vendors/revocable/keys", "{\"scopes\":[\"offers:write\"]}"), 201)
                .json().get("id").asText();

        HttpResponse<String> live = console.get("/console/vendors/revocable/keys/" + id + "/revoke");
        HttpResponse<String> unknown = console.get("/console/vendors/revocable/keys/no-such-key/revoke");
        expect(operator.call("DELETE", "/vendors/revocable/keys/" + id, null), 204);
        HttpResponse<String> revoked = console.get("/console/vendors/revocable/keys/" + id + "/revoke");

        assertThat(live.statusCode()).isEqualTo(200);
        assertThat(live.body()).contains("Revoke key " + id);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(unknown.body()).contains("no key no-such-key");
        assertThat(revoked.statusCode()).isEqualTo(409);
        assertThat(revoked.body()).contains("already revoked");
    }

    @Test
    void everyScreenOfAVendorThatDoesNotExistIsA404PageNotAnEmptyScreen() {
        for (String screen : java.util.List.of("", "/review", "/offers", "/offers?sku=X-1", "/feed", "/journal")) {
            HttpResponse<String> page = console.get("/console/vendors/ghost" + screen);

            assertThat(page.statusCode()).as(screen).isEqualTo(404);
            assertThat(page.body()).as(screen).contains("No vendor ghost");
        }
    }

    private static void expect303(HttpResponse<String> answer) {
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(303);
    }
}
