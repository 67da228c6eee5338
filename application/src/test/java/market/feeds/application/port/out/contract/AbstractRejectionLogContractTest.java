package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import market.feeds.domain.Rejection;
import market.feeds.domain.code.RowCode;
import org.junit.jupiter.api.Test;

/** The contract of {@code RejectionLog}, for every adapter. */
public abstract class AbstractRejectionLogContractTest extends StoreContract {

    private static List<Rejection> rejections(int count) {
        return IntStream.range(0, count).mapToObj(i -> switch (i % 3) {
            case 0 -> Rejection.ofField(i * 2, "S-" + i, RowCode.REQUIRED_FIELD_MISSING, "name");
            case 1 -> Rejection.withDetail(i * 2, "S-" + i, RowCode.STALE_UPDATE, "2026-01-01T00:00:00Z");
            default -> Rejection.of(i * 2, null, RowCode.PRICE_INVALID);
        }).toList();
    }

    @Test
    void storedRejectionsArePagedInIndexOrder() {
        JournalEntry request = givenRequest(givenVendor().id());
        List<Rejection> all = rejections(7);
        stores().rejections().store(request.requestId(), all);
        assertThat(stores().rejections().page(request.requestId(), 0, 100)).containsExactlyElementsOf(all);
        assertThat(stores().rejections().page(request.requestId(), 2, 3)).containsExactlyElementsOf(all.subList(2, 5));
        assertThat(stores().rejections().page(request.requestId(), 6, 3)).containsExactly(all.get(6));
        assertThat(stores().rejections().page(request.requestId(), 7, 3)).isEmpty();
    }

    @Test
    void aRequestWithoutRejectionsHasAnEmptyPage() {
        JournalEntry request = givenRequest(givenVendor().id());
        stores().rejections().store(request.requestId(), List.of());
        assertThat(stores().rejections().page(request.requestId(), 0, 100)).isEmpty();
    }

    @Test
    void aThousandRejectionsAreStoredInOneCall() {
        JournalEntry request = givenRequest(givenVendor().id());
        stores().rejections().store(request.requestId(), rejections(1000));
        assertThat(stores().rejections().page(request.requestId(), 500, 500)).hasSize(500);
    }

    @Test
    void purgeRemovesTheRejectionsOfOldRequestsOnly() {
        Vendor vendor = givenVendor();
        JournalEntry old = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(TestData.at(0)).build();
        JournalEntry recent = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(TestData.at(1000)).build();
        stores().journal().record(old);
        stores().journal().record(recent);
        stores().rejections().store(old.requestId(), rejections(2));
        stores().rejections().store(recent.requestId(), rejections(3));
        assertThat(stores().rejections().purgeStoredBefore(TestData.at(500))).isGreaterThanOrEqualTo(2);
        assertThat(stores().rejections().page(old.requestId(), 0, 10)).isEmpty();
        assertThat(stores().rejections().page(recent.requestId(), 0, 10)).hasSize(3);
    }
}
