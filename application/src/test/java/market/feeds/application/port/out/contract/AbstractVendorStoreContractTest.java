package market.feeds.application.port.out.contract;

import static market.feeds.application.testing.TestData.aVendor;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
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
    void aFlagChangeSetsTheFlagsGivenAndAnswersTheVendorAfterIt() {
        Vendor vendor = givenVendor();
        Vendor changed = vendor.withActive(false).withMayPublish(false);

        assertThat(stores().vendors().changeFlags(vendor.id(), Optional.of(false), Optional.of(false)))
                .contains(changed);
        assertThat(stores().vendors().byId(vendor.id())).contains(changed);
    }

    @Test
    void aFlagChangeKeepsTheFlagsItDoesNotNameAsStoredNow() {
        Vendor vendor = givenVendor();
        stores().vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty());

        assertThat(stores().vendors().changeFlags(vendor.id(), Optional.empty(), Optional.of(false)))
                .contains(vendor.withActive(false).withMayPublish(false));
        assertThat(stores().vendors().changeFlags(TestData.id(), Optional.of(true), Optional.empty())).isEmpty();
    }

    @Test
    void searchFindsSlugOrNamePartsCaseInsensitivelyOrderedBySlugAndPaged() {
        String tag = TestData.id().substring(0, 8);
        Vendor b = aVendor().withSlug("srch-b-" + tag).build();
        Vendor a = aVendor().withSlug("srch-a-" + tag).build();
        Vendor other = aVendor().build();
        stores().vendors().insert(b);
        stores().vendors().insert(a);
        stores().vendors().insert(other);

        assertThat(stores().vendors().search(tag.toUpperCase(java.util.Locale.ROOT), 0, 10)).containsExactly(a, b);
        assertThat(stores().vendors().search(tag, 1, 10)).containsExactly(b);
        assertThat(stores().vendors().search(tag, 0, 1)).containsExactly(a);
        assertThat(stores().vendors().search("", 0, 1000)).contains(a, b, other);
    }

    @Test
    void countFindsWhatSearchFindsAndStopsAtItsBound() {
        String tag = TestData.id().substring(0, 8);
        stores().vendors().insert(aVendor().withSlug("cnt-a-" + tag).build());
        stores().vendors().insert(aVendor().withSlug("cnt-b-" + tag).build());
        stores().vendors().insert(aVendor().withSlug("cnt-c-" + tag).build());

        assertThat(stores().vendors().count(tag.toUpperCase(java.util.Locale.ROOT), 10)).isEqualTo(3);
        assertThat(stores().vendors().count("cnt-b-" + tag, 10)).isEqualTo(1);
        assertThat(stores().vendors().count(tag, 2)).as("counted no further than asked").isEqualTo(2);
        assertThat(stores().vendors().count("nothing-" + tag, 10)).isZero();
    }
}
