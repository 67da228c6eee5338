package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static market.feeds.bootstrap.e2e.VendorStatusCodesE2eTest.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.UUID;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.jdbc.store.JdbcStores;
import market.feeds.application.model.JournalRetention;
import market.feeds.application.service.HousekeepingService;
import market.feeds.application.service.Stores;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Decision 0016 over HTTP: once the housekeeping of any node purged a request or a product job past the journal's
 * retention, it is an unknown id, answered 404 not_found as the contracts say, never a 500.
 */
class RetentionE2eTest {

    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static VendorClient vendor;
    private static String requestId;
    private static String jobId;

    @BeforeAll
    static void purgedByAnotherNode() {
        Operator operator = service.operator();
        String slug = operator.vendor("retained");
        expect(operator.call("POST", "/vendors/retained/warehouses",
                "{\"label\":\"Main\",\"city\":\"Kyiv\",\"primary\":true}"), 201);
        vendor = new VendorClient(service.http(), operator.writerKey(slug));
        Reply offers = expect(vendor.offers(Bodies.items(Bodies.offer("NOT-LINKED", "\"price\":9"))), 202);
        requestId = offers.json().get("request_id").asText();
        jobId = expect(vendor.products(Bodies.items(Bodies.product("R-1"))), 202).json().get("job_id").asText();
        operator.awaitJob(jobId);
        assertThat(expect(vendor.rejections(requestId, ""), 200).json().get("rejected")).hasSize(1);

        Jdbi.create(service.database()).useHandle(h -> {
            h.createUpdate("UPDATE requests SET created_at = created_at - interval '100 days'"
                    + " WHERE request_id = :id").bind("id", UUID.fromString(requestId)).execute();
            h.createUpdate("UPDATE product_jobs SET created_at = created_at - interval '100 days' WHERE id = :id")
                    .bind("id", UUID.fromString(jobId)).execute();
        });
        Stores stores = JdbcStores.create(service.database()).asStores();
        new HousekeepingService(stores.idempotency(), stores.rateCounters(), stores.rejections(),
                stores.operatorSessions(), stores.journal(), stores.jobs(), stores.notifications(),
                JournalRetention.DEFAULT, Clock.systemUTC()).purgeExpired();
    }

    @Test
    void thePagesOfARequestPurgedPastTheRetentionAreNotFound() {
        assertProblem(vendor.rejections(requestId, ""), 404, "not_found");
        assertProblem(vendor.rejections(requestId, "?offset=0&limit=10"), 404, "not_found");
    }

    @Test
    void aProductJobPurgedPastTheRetentionIsNotFound() {
        Reply job = service.operator().call("GET", "/jobs/" + jobId, null);

        assertThat(job.status()).as("%s", job).isEqualTo(404);
        assertThat(job.code()).isEqualTo("not_found");
    }
}
