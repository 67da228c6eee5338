package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two operators change different flags of one vendor at the same moment (decision 0218): each change is kept. Before,
 * each read the whole vendor and wrote it back, so one could write the other's flag back as it was: a deactivation
 * undone by a colleague allowing publishing, without a word.
 */
class ConcurrentVendorChangesE2eTest {

    private static final int ROUNDS = 40;
    @RegisterExtension
    static final OneService service = OneService.perClass();

    @Test
    void aDeactivationAndAPublishingChangeSentAtOnceAreBothKept() throws Exception {
        String slug = service.operator().vendor("two-operators");
        ExecutorService operators = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                expect(service.operator().call("PATCH", "/vendors/" + slug, "{\"active\":true,\"may_publish\":false}"),
                        200);
                CyclicBarrier together = new CyclicBarrier(2);
                Future<Reply> deactivation = operators.submit(() -> change(together, slug, "{\"active\":false}"));
                Future<Reply> publishing = operators.submit(() -> change(together, slug, "{\"may_publish\":true}"));
                expect(deactivation.get(30, TimeUnit.SECONDS), 200);
                expect(publishing.get(30, TimeUnit.SECONDS), 200);

                JsonNode vendor = expect(service.operator().call("GET", "/vendors/" + slug, null), 200).json();
                assertThat(vendor.get("active").asBoolean()).as("active after round %d", round).isFalse();
                assertThat(vendor.get("may_publish").asBoolean()).as("may_publish after round %d", round).isTrue();
            }
        } finally {
            operators.shutdownNow();
        }
    }

    private static Reply change(CyclicBarrier together, String slug, String body) throws Exception {
        together.await(10, TimeUnit.SECONDS);
        return service.operator().call("PATCH", "/vendors/" + slug, body);
    }
}
