package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.JournalPlace;
import market.feeds.application.model.RequestStatus;
import market.feeds.application.model.Source;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import market.feeds.domain.Warning;
import org.junit.jupiter.api.Test;

/** The contract of {@code RequestJournal}, for every adapter. */
public abstract class AbstractRequestJournalContractTest extends StoreContract {

    @Test
    void recordedEntriesAreFoundWithEveryField() {
        Vendor vendor = givenVendor();
        JournalEntry offers = TestData.aJournalEntry().forVendor(vendor.id()).build();
        JournalEntry failedRun = TestData.aJournalEntry().forVendor(vendor.id()).fromFeed()
                .failedWith("feed_http_error", OptionalInt.of(503)).build();
        JournalEntry products = TestData.aJournalEntry().forVendor(vendor.id()).productFeed(3, null,
                List.of(new Warning(2, Optional.empty(), Warning.WAREHOUSE_AMBIGUOUS, "several warehouses match"))).build();
        List.of(offers, failedRun, products).forEach(stores().journal()::record);
        assertThat(stores().journal().find(vendor.id(), offers.requestId())).contains(offers);
        assertThat(stores().journal().find(vendor.id(), failedRun.requestId())).contains(failedRun);
        assertThat(stores().journal().find(vendor.id(), products.requestId())).contains(products);
    }

    @Test
    void recordFirstRecordsAnEntryOnlyWhileNoRowHasItsRequestId() {
        Vendor vendor = givenVendor();
        JournalEntry dropped = TestData.aJournalEntry().forVendor(vendor.id()).fromFeed()
                .failedWith("lease_expired", OptionalInt.empty()).build();
        JournalEntry late = TestData.aJournalEntry().withRequestId(dropped.requestId()).forVendor(vendor.id())
                .fromFeed().failedWith("internal_error", OptionalInt.empty()).build();
        JournalEntry recorded = givenRequest(vendor.id());
        JournalEntry again = TestData.aJournalEntry().withRequestId(recorded.requestId()).forVendor(vendor.id())
                .fromFeed().failedWith("lease_expired", OptionalInt.empty()).build();

        assertThat(stores().journal().recordFirst(dropped)).isTrue();
        assertThat(stores().journal().recordFirst(late)).isFalse();
        assertThat(stores().journal().recordFirst(again)).as("a row written by record").isFalse();

        assertThat(stores().journal().find(vendor.id(), dropped.requestId())).contains(dropped);
        assertThat(stores().journal().find(vendor.id(), recorded.requestId())).contains(recorded);
        assertThat(stores().journal().list(vendor.id(), Optional.empty(), 10)).hasSize(2);
    }

    @Test
    void anotherVendorsRequestIsNotFound() {
        Vendor vendor = givenVendor();
        JournalEntry entry = givenRequest(vendor.id());
        assertThat(stores().journal().find(givenVendor().id(), entry.requestId())).isEmpty();
        assertThat(stores().journal().find(vendor.id(), TestData.id())).isEmpty();
    }

    @Test
    void listIsNewestFirstFilteredBySourceAndLimited() {
        Vendor vendor = givenVendor();
        JournalEntry oldest = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(TestData.at(1)).build();
        JournalEntry feed = TestData.aJournalEntry().forVendor(vendor.id()).fromFeed().createdAt(TestData.at(2)).build();
        JournalEntry newest = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(TestData.at(3)).build();
        List.of(oldest, newest, feed).forEach(stores().journal()::record);
        givenRequest(givenVendor().id());
        assertThat(stores().journal().list(vendor.id(), Optional.empty(), 10)).containsExactly(newest, feed, oldest);
        assertThat(stores().journal().list(vendor.id(), Optional.of(Source.API), 10)).containsExactly(newest, oldest);
        assertThat(stores().journal().list(vendor.id(), Optional.of(Source.FEED), 10)).containsExactly(feed);
        assertThat(stores().journal().list(vendor.id(), Optional.empty(), 2)).containsExactly(newest, feed);
    }

    @Test
    void leafingWalksFromARequestTowardsOlderOrNewerNearestFirstKeepingTheFilters() {
        Vendor vendor = givenVendor();
        JournalEntry e1 = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(TestData.at(1)).build();
        JournalEntry f2 = TestData.aJournalEntry().forVendor(vendor.id()).fromFeed()
                .failedWith("feed_http_error", OptionalInt.of(503)).createdAt(TestData.at(2)).build();
        JournalEntry e3 = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(TestData.at(3)).build();
        JournalEntry sameTime = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(TestData.at(3)).build();
        JournalEntry f5 = TestData.aJournalEntry().forVendor(vendor.id()).fromFeed()
                .failedWith("feed_http_error", OptionalInt.of(500)).createdAt(TestData.at(5)).build();
        List.of(e1, f2, e3, sameTime, f5).forEach(stores().journal()::record);
        givenRequest(givenVendor().id());
        Optional<Source> any = Optional.empty();
        Optional<RequestStatus> anyStatus = Optional.empty();

        assertThat(stores().journal().leaf(vendor.id(), any, anyStatus, JournalPlace.NEWEST, 2))
                .containsExactly(f5, sameTime);
        assertThat(stores().journal().leaf(vendor.id(), any, anyStatus, JournalPlace.olderThan(sameTime.requestId()),
                2)).as("the entry of the same time recorded before it is older").containsExactly(e3, f2);
        assertThat(stores().journal().leaf(vendor.id(), any, anyStatus, JournalPlace.newerThan(f2.requestId()), 10))
                .as("nearest first").containsExactly(e3, sameTime, f5);
        assertThat(stores().journal().leaf(vendor.id(), Optional.of(Source.FEED), anyStatus,
                JournalPlace.olderThan(f5.requestId()), 10)).containsExactly(f2);
        assertThat(stores().journal().leaf(vendor.id(), any, Optional.of(RequestStatus.FAILED), JournalPlace.NEWEST,
                10)).containsExactly(f5, f2);
        assertThat(stores().journal().leaf(vendor.id(), any, Optional.of(RequestStatus.SUCCEEDED),
                JournalPlace.newerThan(e1.requestId()), 10)).containsExactly(e3, sameTime);
        assertThat(stores().journal().leaf(givenVendor().id(), any, anyStatus, JournalPlace.olderThan(e3.requestId()),
                10)).as("another vendor's request is no place").isEmpty();
    }

    @Test
    void purgeDeletesTheEntriesCreatedBeforeTheCutoffOnly() {
        Vendor vendor = givenVendor();
        Instant cutoff = TestData.T0.minus(Duration.ofDays(10));
        JournalEntry old = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(cutoff.minusSeconds(1)).build();
        JournalEntry atCutoff = TestData.aJournalEntry().forVendor(vendor.id()).createdAt(cutoff).build();
        List.of(old, atCutoff).forEach(stores().journal()::record);

        assertThat(stores().journal().purgeCreatedBefore(cutoff)).isEqualTo(1);
        assertThat(stores().journal().find(vendor.id(), old.requestId())).isEmpty();
        assertThat(stores().journal().find(vendor.id(), atCutoff.requestId())).contains(atCutoff);
        assertThat(stores().journal().purgeCreatedBefore(cutoff)).as("nothing left to purge").isZero();
    }
}
