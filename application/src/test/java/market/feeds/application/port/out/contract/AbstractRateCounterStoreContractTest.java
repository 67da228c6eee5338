package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import market.feeds.domain.limit.RateBucket;
import org.junit.jupiter.api.Test;

/** The contract of {@code RateCounterStore}, for every adapter. */
public abstract class AbstractRateCounterStoreContractTest extends StoreContract {

    @Test
    void incrementCountsWithinAWindow() {
        Vendor vendor = givenVendor();
        Instant window = TestData.at(0);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.OFFERS, window)).isEqualTo(1);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.OFFERS, window)).isEqualTo(2);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.OFFERS, window)).isEqualTo(3);
    }

    @Test
    void vendorsBucketsAndWindowsCountApart() {
        Vendor vendor = givenVendor();
        Instant window = TestData.at(0);
        stores().rateCounters().increment(vendor.id(), RateBucket.OFFERS, window);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.OFFERS_DRY_RUN, window)).isEqualTo(1);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.PRODUCTS, window)).isEqualTo(1);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.OFFERS, TestData.at(60))).isEqualTo(1);
        assertThat(stores().rateCounters().increment(givenVendor().id(), RateBucket.OFFERS, window)).isEqualTo(1);
    }

    @Test
    void purgedWindowsCountFromOneAgain() {
        Vendor vendor = givenVendor();
        stores().rateCounters().increment(vendor.id(), RateBucket.PRODUCTS, TestData.at(0));
        stores().rateCounters().increment(vendor.id(), RateBucket.PRODUCTS, TestData.at(600));
        assertThat(stores().rateCounters().purgeWindowsBefore(TestData.at(300))).isGreaterThanOrEqualTo(1);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.PRODUCTS, TestData.at(0))).isEqualTo(1);
        assertThat(stores().rateCounters().increment(vendor.id(), RateBucket.PRODUCTS, TestData.at(600))).isEqualTo(2);
    }
}
