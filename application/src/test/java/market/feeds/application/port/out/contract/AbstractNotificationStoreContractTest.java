package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import market.feeds.application.model.Notification;
import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;

/** The contract of {@code NotificationStore}, for every adapter. */
public abstract class AbstractNotificationStoreContractTest extends StoreContract {

    @Test
    void forVendorListsTheVendorsNotificationsNewestFirst() {
        Vendor vendor = givenVendor();
        String requestId = givenRequest(vendor.id()).requestId();
        Notification older = TestData.aNotification(vendor.id(), requestId, TestData.at(1));
        Notification newer = TestData.aNotification(vendor.id(), null, TestData.at(2));
        stores().notifications().insert(newer);
        stores().notifications().insert(older);
        Vendor other = givenVendor();
        stores().notifications().insert(TestData.aNotification(other.id(), null, TestData.at(3)));
        assertThat(stores().notifications().forVendor(vendor.id())).containsExactly(newer, older);
    }

    @Test
    void purgeDeletesTheNotificationsCreatedBeforeTheCutoffOnly() {
        Vendor vendor = givenVendor();
        Instant cutoff = TestData.T0.minus(Duration.ofDays(10));
        Notification old = TestData.aNotification(vendor.id(), null, cutoff.minusSeconds(1));
        Notification atCutoff = TestData.aNotification(vendor.id(), null, cutoff);
        stores().notifications().insert(old);
        stores().notifications().insert(atCutoff);

        assertThat(stores().notifications().purgeCreatedBefore(cutoff)).isEqualTo(1);
        assertThat(stores().notifications().forVendor(vendor.id())).containsExactly(atCutoff);
        assertThat(stores().notifications().purgeCreatedBefore(cutoff)).as("nothing left to purge").isZero();
    }
}
