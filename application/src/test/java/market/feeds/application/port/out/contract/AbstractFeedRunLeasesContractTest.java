package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.FeedRunLeases.Lease;
import market.feeds.application.port.out.FeedRunLeases.LeaseCheck;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The contract of {@code FeedRunLeases}, for every adapter. */
public abstract class AbstractFeedRunLeasesContractTest extends StoreContract {

    private Vendor vendor;

    @BeforeEach
    void vendorWithSettings() {
        vendor = givenVendor();
        stores().feedSettings().save(TestData.feedSettings(vendor.id()));
    }

    private Optional<Lease> acquire(String owner, long at, long until) {
        return stores().feedLeases().acquire(vendor.id(), owner, TestData.at(at), TestData.at(until));
    }

    private LeaseCheck verify(Lease lease, long at) {
        return stores().transactions().inTransaction(() -> stores().feedLeases().verify(lease, TestData.at(at)));
    }

    @Test
    void aFreeLeaseIsAcquiredAndHeld() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        assertThat(lease.vendorId()).isEqualTo(vendor.id());
        assertThat(lease.owner()).isEqualTo("run-1");
        assertThat(lease.expiresAt()).isEqualTo(TestData.at(120));
        assertThat(verify(lease, 60)).isEqualTo(LeaseCheck.HELD);
    }

    @Test
    void aLiveLeaseCannotBeTakenByAnotherRun() {
        acquire("run-1", 0, 120).orElseThrow();
        assertThat(acquire("run-2", 119, 239)).isEmpty();
    }

    @Test
    void anExpiredLeaseIsTakenWithALargerFencingToken() {
        Lease first = acquire("run-1", 0, 120).orElseThrow();
        Lease second = acquire("run-2", 120, 240).orElseThrow();
        assertThat(second.fencingToken()).isGreaterThan(first.fencingToken());
        assertThat(verify(first, 121)).isEqualTo(LeaseCheck.LOST);
        assertThat(verify(second, 121)).isEqualTo(LeaseCheck.HELD);
    }

    @Test
    void aLeasePastItsExpiryIsExpired() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        assertThat(verify(lease, 120)).isEqualTo(LeaseCheck.EXPIRED);
    }

    @Test
    void deletedSettingsAreReportedByVerify() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        stores().feedSettings().delete(vendor.id());
        assertThat(verify(lease, 60)).isEqualTo(LeaseCheck.SETTINGS_GONE);
    }

    @Test
    void anInactiveVendorIsReportedByVerifyBeforeAnythingElse() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        stores().vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty());
        assertThat(verify(lease, 60)).isEqualTo(LeaseCheck.VENDOR_INACTIVE);
        stores().feedSettings().delete(vendor.id());
        assertThat(verify(lease, 120)).as("expired, settings gone, and inactive").isEqualTo(LeaseCheck.VENDOR_INACTIVE);
        stores().vendors().changeFlags(vendor.id(), Optional.of(true), Optional.empty());
        assertThat(verify(lease, 60)).isEqualTo(LeaseCheck.SETTINGS_GONE);
    }

    @Test
    void aReleasedLeaseIsFreeAtOnce() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        stores().feedLeases().release(lease);
        assertThat(acquire("run-2", 1, 121)).isPresent();
        stores().feedLeases().release(lease);
        assertThat(acquire("run-3", 2, 122)).isEmpty();
    }

    @Test
    void leasesArePerVendor() {
        acquire("run-1", 0, 120).orElseThrow();
        Vendor other = givenVendor();
        stores().feedSettings().save(TestData.feedSettings(other.id()));
        assertThat(stores().feedLeases().acquire(other.id(), "run-2", TestData.at(1), TestData.at(121))).isPresent();
    }
}
