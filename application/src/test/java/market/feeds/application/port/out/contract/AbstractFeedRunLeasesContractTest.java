package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.FeedRunLeases.DroppedRun;
import market.feeds.application.port.out.FeedRunLeases.Lease;
import market.feeds.application.port.out.FeedRunLeases.LeaseCheck;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of {@code FeedRunLeases}, for every adapter: one run at a time per vendor, and a run that ended
 * without being settled handed over once to be journaled (decision 0410).
 */
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

    private List<DroppedRun> takeDropped(long endedBy) {
        return stores().transactions().inTransaction(() ->
                stores().feedLeases().takeDropped(Optional.of(vendor.id()), TestData.at(endedBy)));
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
    void anExpiredLeaseIsTakenOnceItsRunIsSettledWithALargerFencingToken() {
        Lease first = acquire("run-1", 0, 120).orElseThrow();
        assertThat(takeDropped(120)).extracting(DroppedRun::runId).containsExactly("run-1");
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
    void aLeaseReleasedSettledIsFreeAtOnce() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        stores().feedLeases().release(lease, true);
        assertThat(acquire("run-2", 1, 121)).isPresent();
        stores().feedLeases().release(lease, true);
        assertThat(acquire("run-3", 2, 122)).isEmpty();
    }

    @Test
    void anEndedLeaseWhoseRunIsNotSettledIsNotTakenByAcquire() {
        Lease expired = acquire("run-1", 0, 120).orElseThrow();
        assertThat(acquire("run-2", 120, 240)).as("expired, its run not journaled").isEmpty();
        stores().feedLeases().release(expired, false);
        assertThat(acquire("run-3", 121, 241)).as("released unsettled").isEmpty();
        assertThat(takeDropped(121)).extracting(DroppedRun::runId).containsExactly("run-1");
        assertThat(acquire("run-4", 121, 241)).isPresent();
    }

    @Test
    void aRunReleasedUnsettledIsDroppedAtOnceWithItsStartAndOnlyOnce() {
        Lease lease = acquire("run-1", 10, 130).orElseThrow();
        stores().feedLeases().release(lease, false);
        assertThat(takeDropped(11)).containsExactly(new DroppedRun(vendor.id(), "run-1", TestData.at(10)));
        assertThat(takeDropped(500)).isEmpty();
    }

    @Test
    void anUnreleasedLeaseIsDroppedOnlyOnceItHasExpired() {
        acquire("run-1", 0, 120).orElseThrow();
        assertThat(takeDropped(119)).isEmpty();
        assertThat(takeDropped(120)).extracting(DroppedRun::runId).containsExactly("run-1");
        assertThat(takeDropped(500)).isEmpty();
    }

    @Test
    void aSettledRunIsNeverDropped() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        stores().feedLeases().release(lease, true);
        assertThat(takeDropped(500)).isEmpty();
    }

    @Test
    void aReleaseAfterTheRunWasDroppedDoesNotMakeItUnsettledAgain() {
        Lease lease = acquire("run-1", 0, 120).orElseThrow();
        assertThat(takeDropped(120)).hasSize(1);
        stores().feedLeases().release(lease, false);
        assertThat(takeDropped(500)).as("handed over once").isEmpty();
        assertThat(acquire("run-2", 121, 241)).isPresent();
    }

    @Test
    void droppedRunsAreTakenForOneVendorOrForAll() {
        Vendor other = givenVendor();
        stores().feedSettings().save(TestData.feedSettings(other.id()));
        stores().feedLeases().release(acquire("run-1", 0, 120).orElseThrow(), false);
        stores().feedLeases().release(stores().feedLeases().acquire(other.id(), "run-2", TestData.at(0),
                TestData.at(120)).orElseThrow(), false);

        assertThat(takeDropped(1)).extracting(DroppedRun::runId).containsExactly("run-1");
        // Other tests' vendors may have dropped runs in the same store: only this test's are looked at.
        assertThat(stores().feedLeases().takeDropped(Optional.empty(), TestData.at(1)))
                .filteredOn(run -> run.vendorId().equals(vendor.id()) || run.vendorId().equals(other.id()))
                .extracting(DroppedRun::runId).containsExactly("run-2");
    }

    @Test
    void leasesArePerVendor() {
        acquire("run-1", 0, 120).orElseThrow();
        Vendor other = givenVendor();
        stores().feedSettings().save(TestData.feedSettings(other.id()));
        assertThat(stores().feedLeases().acquire(other.id(), "run-2", TestData.at(1), TestData.at(121))).isPresent();
    }

    /**
     * The trace a scheduled run leaves before it moves its plan on (decision 0603, amended in session 30): when the
     * newest run took the lease, kept whether it was given back, dropped or is still held; a lease not taken is none.
     */
    @Test
    void theLastTakingOfTheLeaseIsKeptWhateverBecameOfItsRun() {
        assertThat(stores().feedLeases().lastTakenAt(vendor.id())).as("never taken").isEmpty();
        Lease first = acquire("run-1", 10, 130).orElseThrow();
        assertThat(stores().feedLeases().lastTakenAt(vendor.id())).as("held").contains(TestData.at(10));
        stores().feedLeases().release(first, true);
        assertThat(stores().feedLeases().lastTakenAt(vendor.id())).as("given back").contains(TestData.at(10));
        acquire("run-2", 200, 320).orElseThrow();
        assertThat(acquire("run-3", 201, 321)).isEmpty();
        assertThat(stores().feedLeases().lastTakenAt(vendor.id())).as("a refused taking changes nothing")
                .contains(TestData.at(200));
        assertThat(takeDropped(320)).hasSize(1);
        assertThat(stores().feedLeases().lastTakenAt(vendor.id())).as("dropped").contains(TestData.at(200));
    }
}
