package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.IdempotencyStore.Claim;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;

/** The contract of {@code IdempotencyStore}, for every adapter. */
public abstract class AbstractIdempotencyStoreContractTest extends StoreContract {

    private static final String FP = "a".repeat(64);
    private static final String OTHER_FP = "b".repeat(64);

    private Claim claim(Vendor vendor, String key, String fingerprint, String requestId, long at) {
        return stores().transactions().inTransaction(
                () -> stores().idempotency().claim(vendor.id(), key, fingerprint, requestId, TestData.at(at)));
    }

    @Test
    void aNewKeyIsFreshThenReplaysItsRequest() {
        Vendor vendor = givenVendor();
        String key = "key-" + TestData.id();
        String first = givenRequest(vendor.id()).requestId();
        assertThat(claim(vendor, key, FP, first, 0)).isInstanceOf(Claim.Fresh.class);
        assertThat(claim(vendor, key, FP, givenRequest(vendor.id()).requestId(), 1)).isEqualTo(new Claim.Replay(first));
    }

    @Test
    void theSameKeyWithAnotherBodyIsReused() {
        Vendor vendor = givenVendor();
        String key = "key-" + TestData.id();
        claim(vendor, key, FP, givenRequest(vendor.id()).requestId(), 0);
        assertThat(claim(vendor, key, OTHER_FP, givenRequest(vendor.id()).requestId(), 1)).isInstanceOf(Claim.Reused.class);
    }

    @Test
    void keysAreScopedPerVendor() {
        Vendor vendor = givenVendor();
        Vendor other = givenVendor();
        String key = "key-" + TestData.id();
        claim(vendor, key, FP, givenRequest(vendor.id()).requestId(), 0);
        assertThat(claim(other, key, FP, givenRequest(other.id()).requestId(), 1)).isInstanceOf(Claim.Fresh.class);
    }

    @Test
    void awaitingAKeyThatNoUnitHoldsReturnsAndLeavesTheKeyFree() {
        Vendor vendor = givenVendor();
        String key = "key-" + TestData.id();
        String claimed = "claimed-" + TestData.id();
        String request = givenRequest(vendor.id()).requestId();
        claim(vendor, claimed, FP, request, 0);

        stores().idempotency().awaitSettled(vendor.id(), key);
        stores().idempotency().awaitSettled(vendor.id(), claimed);

        assertThat(claim(vendor, key, FP, givenRequest(vendor.id()).requestId(), 1)).isInstanceOf(Claim.Fresh.class);
        assertThat(claim(vendor, claimed, FP, givenRequest(vendor.id()).requestId(), 1)).isEqualTo(new Claim.Replay(request));
    }

    @Test
    void purgedKeysAreFreshAgain() {
        Vendor vendor = givenVendor();
        String old = "old-" + TestData.id();
        String recent = "recent-" + TestData.id();
        claim(vendor, old, FP, givenRequest(vendor.id()).requestId(), 0);
        String recentRequest = givenRequest(vendor.id()).requestId();
        claim(vendor, recent, FP, recentRequest, 1000);
        assertThat(stores().idempotency().purgeCreatedBefore(TestData.at(500))).isGreaterThanOrEqualTo(1);
        assertThat(claim(vendor, old, OTHER_FP, givenRequest(vendor.id()).requestId(), 2000)).isInstanceOf(Claim.Fresh.class);
        assertThat(claim(vendor, recent, FP, givenRequest(vendor.id()).requestId(), 2000)).isEqualTo(new Claim.Replay(recentRequest));
    }
}
