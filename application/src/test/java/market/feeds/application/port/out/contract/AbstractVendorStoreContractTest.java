package market.feeds.application.port.out.contract;

import static market.feeds.application.testing.TestData.aVendor;
import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.application.model.Vendor;
import market.feeds.application.testing.TestData;
import org.junit.jupiter.api.Test;

/** The contract of {@code VendorStore}, for every adapter. */
public abstract class AbstractVendorStoreContractTest extends StoreContract {

    @Test
    void insertedVendorIsFoundBySlugAndById() {
        Vendor vendor = aVendor().build();
        assertThat(stores().vendors().insert(vendor)).isTrue();
        assertThat(stores().vendors().bySlug(vendor.slug())).contains(vendor);
        assertThat(stores().vendors().byId(vendor.id())).contains(vendor);
    }

    @Test
    void takenSlugIsRefusedAndNothingWritten() {
        Vendor first = aVendor().build();
        stores().vendors().insert(first);
        Vendor second = aVendor().withSlug(first.slug()).build();
        assertThat(stores().vendors().insert(second)).isFalse();
        assertThat(stores().vendors().byId(second.id())).isEmpty();
        assertThat(stores().vendors().bySlug(first.slug())).contains(first);
    }

    @Test
    void unknownVendorIsEmpty() {
        assertThat(stores().vendors().bySlug("no-such-vendor-" + TestData.id().substring(0, 8))).isEmpty();
        assertThat(stores().vendors().byId(TestData.id())).isEmpty();
    }

    @Test
    void updateChangesTheFlags() {
        Vendor vendor = givenVendor();
        Vendor changed = vendor.withActive(false).withMayPublish(false);
        stores().vendors().update(changed);
        assertThat(stores().vendors().byId(vendor.id())).contains(changed);
    }
}
