package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The operator API's life cycle over the wired service: vendor → key → post → job → link → patch → journal. */
class OperatorLifeCycleE2eTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();

    @Test
    void aPositionTravelsFromProductFeedToAPatchedOfferAndIntoTheJournal() {
        Operator operator = service.operator();
        String slug = operator.vendor("life");
        expect(operator.call("POST", "/vendors/life/warehouses", "{\"label\":\"Main\",\"city\":\"Kyiv\",\"primary\":true}"), 201);
        String catalogId = operator.catalogProduct("Hybrid seed L-1", "Agro", "seeds", "bag");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));

        JsonNode identity = expect(vendor.whoami(), 200).json();
        assertThat(identity.get("vendor_slug").asText()).isEqualTo("life");

        Reply posted = expect(vendor.products(Bodies.items(Bodies.product("L-1"))), 202);
        assertThat(posted.json().get("accepted").asInt()).isEqualTo(1);
        JsonNode job = operator.awaitJob(posted.json().get("job_id").asText());
        assertThat(job.get("rows").asInt()).isEqualTo(1);

        JsonNode awaiting = operator.positions(slug, "?state=awaiting_review&sku=L-1");
        assertThat(awaiting).hasSize(1);
        assertThat(awaiting.get(0).get("suggested_catalog_product_id").asText()).isEqualTo(catalogId);
        String positionId = awaiting.get(0).get("id").asText();

        Reply beforeLink = expect(vendor.offers(Bodies.items(Bodies.offer("L-1", "\"price\":99"))), 202);
        assertThat(beforeLink.json().get("rejected").get(0).get("reason").asText()).isEqualTo("sku_unknown");

        JsonNode linked = expect(operator.call("POST", "/vendors/life/positions/" + positionId + "/link", "{}"), 200).json();
        assertThat(linked.get("state").asText()).isEqualTo("linked");

        Reply patched = expect(vendor.offers(Bodies.items(Bodies.offer("L-1", "\"price\":99.90,\"stock\":0"))), 202);
        assertThat(patched.json().get("applied").asInt()).isEqualTo(1);
        JsonNode offer = operator.offers(slug, "L-1").get(0);
        assertThat(offer.get("price").decimalValue()).isEqualByComparingTo("99.9");
        assertThat(offer.get("stock").decimalValue()).isEqualByComparingTo("0");
        assertThat(offer.get("catalog_product_id").asText()).isEqualTo(catalogId);

        JsonNode journal = expect(operator.call("GET", "/vendors/life/journal?source=api", null), 200).json();
        assertThat(journal.get(0).get("request_id").asText()).isEqualTo(patched.json().get("request_id").asText());
        assertThat(journal.get(0).get("endpoint").asText()).isEqualTo("PATCH /v1/offers");
        assertThat(journal.get(0).get("applied").asInt()).isEqualTo(1);
        assertThat(journal.findValuesAsText("request_id")).contains(posted.json().get("request_id").asText());
    }

    /** A product row may leave out its sku; its position is linked like any other (decision 0203). */
    @Test
    void confirmAllLinksAPositionWithoutSkuBesideTheOthers() {
        Operator operator = service.operator();
        String slug = operator.vendor("skuless");
        for (String name : new String[] {"N-1", "N-2", "N-3"}) {
            operator.catalogProduct("Hybrid seed " + name, "Agro", "seeds", "bag");
        }
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        String withoutSku = Bodies.product("N-3").replace("\"sku\":\"N-3\",", "");
        Reply posted = expect(vendor.products(Bodies.items(Bodies.product("N-1"), Bodies.product("N-2"), withoutSku)),
                202);
        assertThat(posted.json().get("accepted").asInt()).isEqualTo(3);
        operator.awaitJob(posted.json().get("job_id").asText());
        assertThat(operator.positions(slug, "?state=awaiting_review")).hasSize(3)
                .allMatch(position -> position.hasNonNull("suggested_catalog_product_id"));

        JsonNode confirmed = expect(operator.call("POST", "/vendors/skuless/positions/link-recognised", "{}"), 200)
                .json();

        assertThat(confirmed.get("linked").asInt()).isEqualTo(3);
        assertThat(operator.positions(slug, "?state=linked")).hasSize(3);
        assertThat(operator.offers(slug, "N-1")).hasSize(1);
        assertThat(expect(operator.call("GET", "/vendors/skuless/offers", null), 200).json()).hasSize(3);
    }

    /** A re-sent row without updated_at leaves the time the vendor sent before, as a PATCH row does (0216). */
    @Test
    void aRefreshWithoutUpdatedAtKeepsTheOrderingTimestampTheLinkedOfferGets() {
        Operator operator = service.operator();
        String slug = operator.vendor("refresh");
        operator.catalogProduct("Hybrid seed R-1", "Agro", "seeds", "bag");
        VendorClient vendor = new VendorClient(service.http(), operator.writerKey(slug));
        String timed = Bodies.product("R-1").replace("}", ",\"updated_at\":\"2026-05-01T12:00:00Z\"}");
        operator.awaitJob(expect(vendor.products(Bodies.items(timed)), 202).json().get("job_id").asText());
        Reply resent = expect(vendor.products(Bodies.items(Bodies.product("R-1").replace("100.5", "101"))), 202);
        operator.awaitJob(resent.json().get("job_id").asText());
        String positionId = operator.positions(slug, "?sku=R-1").get(0).get("id").asText();
        expect(operator.call("POST", "/vendors/refresh/positions/" + positionId + "/link", "{}"), 200);

        JsonNode offer = operator.offers(slug, "R-1").get(0);
        assertThat(offer.get("price").decimalValue()).isEqualByComparingTo("101");
        assertThat(offer.get("updated_at").asText()).isEqualTo("2026-05-01T12:00:00Z");
        Reply older = expect(vendor.offers(Bodies.items(Bodies.offer("R-1",
                "\"price\":90,\"updated_at\":\"2026-04-01T00:00:00Z\""))), 202);
        assertThat(older.json().get("rejected").get(0).get("reason").asText()).isEqualTo("stale_update");
    }

    @Test
    void aRevokedKeyAnswers401OnTheNextRequest() {
        String slug = service.operator().vendor("revoke");
        Reply issued = expect(service.operator().call("POST", "/vendors/revoke/keys",
                "{\"scopes\":[\"offers:write\"]}"), 201);
        VendorClient vendor = new VendorClient(service.http(), issued.json().get("secret").asText());
        expect(vendor.whoami(), 200);

        expect(service.operator().call("DELETE", "/vendors/" + slug + "/keys/" + issued.json().get("id").asText(),
                null), 204);

        assertThat(vendor.whoami().status()).isEqualTo(401);
        JsonNode keys = expect(service.operator().call("GET", "/vendors/revoke/keys", null), 200).json();
        assertThat(keys.get(0).get("revoked_at").isNull()).isFalse();
        assertThat(keys.toString()).doesNotContain(vendor.key);
    }

    @Test
    void theOperatorApiRefusesAnyOtherCredential() {
        String slug = service.operator().vendor("outsider");
        String vendorKey = service.operator().writerKey(slug);

        Reply withVendorKey = service.http().json("GET", "/admin/v1/vendors/outsider", vendorKey, null);
        Reply withNothing = service.http().json("GET", "/admin/v1/vendors/outsider", null, null);
        Reply metrics = service.http().json("GET", "/metrics", vendorKey, null);

        assertThat(withVendorKey.status()).isEqualTo(401);
        assertThat(withNothing.status()).isEqualTo(401);
        assertThat(metrics.status()).isEqualTo(401);
        assertThat(service.http().json("GET", "/metrics", E2eService.OPERATOR_TOKEN, null).status()).isEqualTo(200);
    }

    /** Which release runs where, and how far each node's clock is from the database's (0013, audit 26 upgrade F3). */
    @Test
    void metricsNameTheNewestMigrationOfTheBuildAndTheClocksOffsetFromTheDatabase() {
        String text = expect(service.http().json("GET", "/metrics", E2eService.OPERATOR_TOKEN, null), 200).body();

        assertThat(text).containsPattern(
                "feeds_build_info\\{newest_migration=\"\\d+\",release=\"[^\"]+\"\\} 1(\\.0)?\\n");
        double offset = text.lines().filter(line -> line.startsWith("feeds_clock_offset_seconds "))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.indexOf(' ') + 1))).findFirst()
                .orElseThrow();
        assertThat(Math.abs(offset)).isLessThan(1.0);
    }

    /**
     * What an operator watches on the second day, beside the service's own meters: the pool's connections and
     * waiters, the heap, the threads and the open files (soak audit, decision 0502).
     */
    @Test
    void metricsShowTheConnectionPoolAndTheJvmsMemoryThreadsAndOpenFiles() {
        String text = expect(service.http().json("GET", "/metrics", E2eService.OPERATOR_TOKEN, null), 200).body();

        assertThat(text).containsPattern("\\nhikaricp_connections_active\\{pool=\"[^\"]+\"\\} \\d")
                .containsPattern("\\nhikaricp_connections_pending\\{pool=\"[^\"]+\"\\} \\d")
                .containsPattern("\\nhikaricp_connections_max\\{pool=\"[^\"]+\"\\} \\d")
                .containsPattern("\\nhikaricp_connections_timeout_total\\{pool=\"[^\"]+\"\\} \\d")
                .containsPattern("\\njvm_memory_used_bytes\\{area=\"heap\",id=\"[^\"]+\"\\} \\d")
                .containsPattern("\\njvm_threads_live_threads \\d")
                .containsPattern("\\nprocess_files_open_files \\d");
    }
}
