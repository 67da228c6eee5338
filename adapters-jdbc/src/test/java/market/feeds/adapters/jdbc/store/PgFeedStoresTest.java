package market.feeds.adapters.jdbc.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.application.model.FeedSettings;
import market.feeds.application.model.Notification;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.FeedRunLeases.Lease;
import market.feeds.application.port.out.FeedRunLeases.LeaseCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Feed settings, feed-run leases with fencing tokens, and notifications. */
@ExtendWith(FreshSchemaExtension.class)
class PgFeedStoresTest {

    private final Fixtures fixtures;

    PgFeedStoresTest(TestSchema schema) {
        this.fixtures = new Fixtures(schema.dataSource());
    }

    @Test
    void settingsAreReplacedOnSaveAndTheSealedTokenKeptAsBytes() {
        Vendor vendor = fixtures.vendor();
        FeedSettings first = new FeedSettings(vendor.id(), "https://erp.example.com/feed.json", 3,
                ZoneId.of("Europe/Kyiv"), Optional.of("sealed".getBytes(StandardCharsets.UTF_8)),
                Optional.of("93.184.216.34"), Fixtures.T0);
        FeedSettings second = new FeedSettings(vendor.id(), "https://erp.example.com/v2.json", 23,
                ZoneId.of("America/New_York"), Optional.empty(), Optional.empty(), Fixtures.T0.plusSeconds(3600));

        fixtures.stores.feedSettings().save(first);
        FeedSettings stored = fixtures.stores.feedSettings().find(vendor.id()).orElseThrow();
        fixtures.stores.feedSettings().save(second);

        assertThat(stored.sealedToken().orElseThrow()).isEqualTo(first.sealedToken().orElseThrow());
        assertThat(stored.toString()).isEqualTo(first.toString());
        assertThat(fixtures.stores.feedSettings().find(vendor.id())).contains(second);
        assertThat(fixtures.stores.feedSettings().all()).contains(second);
        assertThat(fixtures.stores.feedSettings().delete(vendor.id())).isTrue();
        assertThat(fixtures.stores.feedSettings().delete(vendor.id())).isFalse();
        assertThat(fixtures.stores.feedSettings().find(vendor.id())).isEmpty();
    }

    @Test
    void leaseIsTakenOnceUntilItExpiresAndItsRunIsHandedOverAndEachTakeRaisesTheFencingToken() {
        Vendor vendor = withSettings(fixtures.vendor());
        Instant now = Fixtures.T0;

        Lease first = fixtures.stores.feedLeases().acquire(vendor.id(), "node-a", now, now.plusSeconds(120)).orElseThrow();
        Optional<Lease> whileHeld = fixtures.stores.feedLeases().acquire(vendor.id(), "node-b", now.plusSeconds(60), now.plusSeconds(180));
        fixtures.stores.transactions().inTransaction(() -> fixtures.stores.feedLeases()
                .takeDropped(Optional.of(vendor.id()), now.plusSeconds(120)));
        Lease second = fixtures.stores.feedLeases().acquire(vendor.id(), "node-b", now.plusSeconds(120), now.plusSeconds(240)).orElseThrow();

        assertThat(whileHeld).isEmpty();
        assertThat(second.fencingToken()).isGreaterThan(first.fencingToken());
        assertThat(verify(first, now.plusSeconds(130))).isEqualTo(LeaseCheck.LOST);
        assertThat(verify(second, now.plusSeconds(130))).isEqualTo(LeaseCheck.HELD);
        assertThat(verify(second, now.plusSeconds(240))).isEqualTo(LeaseCheck.EXPIRED);
    }

    @Test
    void releasedLeaseIsFreeAndItsHolderCanTellItIsNoLongerHeld() {
        Vendor vendor = withSettings(fixtures.vendor());
        Lease lease = fixtures.stores.feedLeases().acquire(vendor.id(), "node-a", Fixtures.T0, Fixtures.T0.plusSeconds(120)).orElseThrow();

        fixtures.stores.feedLeases().release(lease, true);
        Optional<Lease> next = fixtures.stores.feedLeases().acquire(vendor.id(), "node-b", Fixtures.T0.plusSeconds(1), Fixtures.T0.plusSeconds(121));

        assertThat(next).isPresent();
        assertThat(next.get().fencingToken()).isEqualTo(lease.fencingToken() + 1);
        assertThat(verify(lease, Fixtures.T0.plusSeconds(2))).isEqualTo(LeaseCheck.LOST);
    }

    @Test
    void deletedSettingsDuringARunAreReportedAtVerification() {
        Vendor vendor = withSettings(fixtures.vendor());
        Lease lease = fixtures.stores.feedLeases().acquire(vendor.id(), "node-a", Fixtures.T0, Fixtures.T0.plusSeconds(120)).orElseThrow();

        fixtures.stores.feedSettings().delete(vendor.id());

        assertThat(verify(lease, Fixtures.T0.plusSeconds(1))).isEqualTo(LeaseCheck.SETTINGS_GONE);
        assertThat(verify(new Lease(fixtures.vendor().id(), "node-a", 1, Fixtures.T0), Fixtures.T0)).isEqualTo(LeaseCheck.LOST);
    }

    @Test
    void notificationsListNewestFirst() {
        Vendor vendor = fixtures.vendor();
        Notification older = new Notification(Fixtures.newId(), vendor.id(), Fixtures.T0, "bad_url",
                "The feed address is no longer valid.", Optional.empty());
        Notification newer = new Notification(Fixtures.newId(), vendor.id(), Fixtures.T0.plusSeconds(86400),
                "feed_http_error", "Your server answered 404.", Optional.of(Fixtures.newId()));
        fixtures.stores.notifications().insert(older);
        fixtures.stores.notifications().insert(newer);

        assertThat(fixtures.stores.notifications().forVendor(vendor.id())).containsExactly(newer, older);
        assertThat(fixtures.stores.notifications().forVendor(fixtures.vendor().id())).isEmpty();
    }

    private LeaseCheck verify(Lease lease, Instant now) {
        return fixtures.stores.transactions().inTransaction(() -> fixtures.stores.feedLeases().verify(lease, now));
    }

    private Vendor withSettings(Vendor vendor) {
        fixtures.stores.feedSettings().save(new FeedSettings(vendor.id(), "https://erp.example.com/feed.json", 3,
                ZoneId.of("UTC"), Optional.empty(), Optional.empty(), Fixtures.T0));
        return vendor;
    }
}
