package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static market.feeds.bootstrap.e2e.VendorStatusCodesE2eTest.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The 20 rejections of a write response, the 1000 stored for paging, page defaults, bounds and order. */
class RejectionPagingE2eTest {

    private static final int ROWS = 1200;
    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static VendorClient vendor;
    private static VendorClient stranger;
    private static Reply offers;

    @BeforeAll
    static void seed() {
        vendor = new VendorClient(service.http(), service.operator().writerKey(service.operator().vendor("pages")));
        stranger = new VendorClient(service.http(),
                service.operator().writerKey(service.operator().vendor("pages-other")));
        String[] items = new String[ROWS];
        for (int i = 0; i < ROWS; i++) {
            items[i] = Bodies.offer("U-" + i, "\"stock\":1");
        }
        offers = expect(vendor.offers(Bodies.items(items)), 202);
    }

    @Test
    void aWriteResponseCarriesTheFirst20RejectionsAndTheTotal() {
        JsonNode result = offers.json();

        assertThat(result.get("rejected")).hasSize(20);
        assertThat(indexes(result.get("rejected"))).isEqualTo(range(0, 20));
        assertThat(result.get("rejected_total").asInt()).isEqualTo(ROWS);
    }

    @Test
    void aPageDefaultsToOffset0AndLimit100InIndexOrder() {
        JsonNode page = expect(vendor.rejections(requestId(), ""), 200).json();

        assertThat(page.get("offset").asInt()).isZero();
        assertThat(page.get("limit").asInt()).isEqualTo(100);
        assertThat(page.get("rejected_total").asInt()).isEqualTo(ROWS);
        assertThat(page.get("request_id").asText()).isEqualTo(requestId());
        assertThat(indexes(page.get("rejected"))).isEqualTo(range(0, 100));
    }

    @Test
    void onlyTheFirst1000RejectionsArePageable() {
        JsonNode tail = expect(vendor.rejections(requestId(), "?offset=900&limit=500"), 200).json();
        JsonNode beyond = expect(vendor.rejections(requestId(), "?offset=1000&limit=10"), 200).json();

        assertThat(indexes(tail.get("rejected"))).isEqualTo(range(900, 1000));
        assertThat(tail.get("rejected_total").asInt()).isEqualTo(ROWS);
        assertThat(beyond.get("rejected")).isEmpty();
    }

    @Test
    void pagingBoundsAreInvalidRequest() {
        assertThat(expect(vendor.rejections(requestId(), "?limit=500"), 200).json().get("rejected")).hasSize(500);
        assertThat(expect(vendor.rejections(requestId(), "?limit=1"), 200).json().get("rejected")).hasSize(1);
        for (String query : new String[] {"?limit=0", "?limit=501", "?offset=-1", "?limit=9223372036854775808",
                "?offset=-9223372036854775809"}) {
            assertProblem(vendor.rejections(requestId(), query), 400, "invalid_request");
        }
    }

    @Test
    void anOffsetHasNoUpperBoundAndPastTheStoredRejectionsReadsAnEmptyPage() {
        for (String offset : new String[] {"2147483647", "2147483648", "99999999999999999999999"}) {
            JsonNode page = expect(vendor.rejections(requestId(), "?offset=" + offset), 200).json();

            assertThat(page.get("rejected")).as(offset).isEmpty();
            assertThat(page.get("rejected_total").asInt()).as(offset).isEqualTo(ROWS);
        }
    }

    @Test
    void anotherVendorsRequestIsNotFound() {
        assertProblem(stranger.rejections(requestId(), ""), 404, "not_found");
    }

    @Test
    void productFeedRejectionsAndDryRunRejectionsArePageableToo() {
        String[] items = new String[25];
        for (int i = 0; i < items.length; i++) {
            items[i] = "{\"sku\":\"N-" + i + "\"}";
        }
        Reply dry = expect(vendor.write("POST", "/v1/products?dry_run=true", Bodies.items(items), null), 200);

        assertThat(dry.json().get("rejected")).hasSize(20);
        JsonNode page = expect(vendor.rejections(dry.json().get("request_id").asText(), "?offset=20"), 200).json();
        assertThat(indexes(page.get("rejected"))).isEqualTo(range(20, 25));
        assertThat(page.get("rejected").get(0).get("reason").asText()).isEqualTo("required_field_missing");
    }

    private static String requestId() {
        return offers.json().get("request_id").asText();
    }

    private static List<Integer> indexes(JsonNode rejected) {
        List<Integer> indexes = new ArrayList<>();
        rejected.forEach(rejection -> indexes.add(rejection.get("index").asInt()));
        return indexes;
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> range = new ArrayList<>();
        for (int i = from; i < to; i++) {
            range.add(i);
        }
        return range;
    }
}
