package market.feeds.application.port.out.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.testing.TestData;
import market.feeds.domain.limit.RateBucket;
import org.junit.jupiter.api.Test;

/** The contract of {@code ApiKeyStore}, for every adapter. */
public abstract class AbstractApiKeyStoreContractTest extends StoreContract {

    private static String hash() {
        return (TestData.id() + TestData.id()).replace("-", "").substring(0, 64);
    }

    @Test
    void keyIsFoundByItsSecretHash() {
        Vendor vendor = givenVendor();
        ApiKey key = TestData.anApiKey(vendor.id());
        String hash = hash();
        stores().apiKeys().insert(key, hash);
        assertThat(stores().apiKeys().bySecretHash(hash)).contains(key);
        assertThat(stores().apiKeys().bySecretHash(hash())).isEmpty();
    }

    @Test
    void aSecondInsertWithTheSameIssueTokenStoresNothingAndNamesTheKeyTheFirstIssued() {
        Vendor vendor = givenVendor();
        ApiKey first = TestData.anApiKey(vendor.id());
        ApiKey second = TestData.anApiKey(vendor.id());
        String token = TestData.id();
        String secondHash = hash();

        assertThat(stores().apiKeys().insertOnce(first, hash(), token)).isEmpty();
        assertThat(stores().apiKeys().insertOnce(second, secondHash, token)).contains(first.id());
        assertThat(stores().apiKeys().insertOnce(TestData.anApiKey(vendor.id()), hash(), TestData.id())).isEmpty();

        assertThat(stores().apiKeys().bySecretHash(secondHash)).isEmpty();
        assertThat(stores().apiKeys().forVendor(vendor.id())).hasSize(2).contains(first).doesNotContain(second);
    }

    @Test
    void keyIsFoundWithItsVendorInOneLookup() {
        Vendor vendor = givenVendor();
        ApiKey key = TestData.anApiKey(vendor.id());
        String hash = hash();
        stores().apiKeys().insert(key, hash);
        assertThat(stores().apiKeys().callerBySecretHash(hash)).contains(new Caller(vendor, key));
        assertThat(stores().apiKeys().callerBySecretHash(hash())).isEmpty();
    }

    @Test
    void keyIsFoundWithItsVendorWhenReadWithARateLog() {
        Vendor vendor = givenVendor();
        ApiKey key = TestData.anApiKey(vendor.id());
        String hash = hash();
        stores().apiKeys().insert(key, hash);
        assertThat(stores().apiKeys().callerWithRateLog(hash, RateBucket.OFFERS))
                .map(ApiKeyStore.MeteredCaller::caller).contains(new Caller(vendor, key));
        assertThat(stores().apiKeys().callerWithRateLog(hash(), RateBucket.OFFERS)).isEmpty();
    }

    @Test
    void aHeldCallerIsTheKeyAndItsVendorAsTheyStandNow() {
        Vendor vendor = givenVendor();
        ApiKey key = TestData.anApiKey(vendor.id());
        stores().apiKeys().insert(key, hash());
        assertThat(stores().transactions().inTransaction(() -> stores().apiKeys().callerHeld(key.id())))
                .contains(new Caller(vendor, key));

        stores().apiKeys().revoke(vendor.id(), key.id(), TestData.at(60));
        stores().vendors().changeFlags(vendor.id(), Optional.of(false), Optional.empty());

        Caller now = stores().transactions().inTransaction(() -> stores().apiKeys().callerHeld(key.id())).orElseThrow();
        assertThat(now.key().revoked()).isTrue();
        assertThat(now.vendor().active()).isFalse();
        assertThat(stores().transactions().inTransaction(() -> stores().apiKeys().callerHeld(TestData.id()))).isEmpty();
        assertThat(stores().transactions().inTransaction(() -> stores().apiKeys().callerHeld("not-an-id"))).isEmpty();
    }

    @Test
    void forVendorListsOnlyThatVendorsKeys() {
        Vendor vendor = givenVendor();
        Vendor other = givenVendor();
        ApiKey first = TestData.anApiKey(vendor.id());
        ApiKey second = TestData.anApiKey(vendor.id());
        stores().apiKeys().insert(first, hash());
        stores().apiKeys().insert(second, hash());
        stores().apiKeys().insert(TestData.anApiKey(other.id()), hash());
        assertThat(stores().apiKeys().forVendor(vendor.id())).containsExactlyInAnyOrder(first, second);
    }

    @Test
    void revokedKeyCarriesTheFirstRevocationTime() {
        Vendor vendor = givenVendor();
        ApiKey key = TestData.anApiKey(vendor.id());
        String hash = hash();
        stores().apiKeys().insert(key, hash);
        assertThat(stores().apiKeys().revoke(vendor.id(), key.id(), TestData.at(60))).isTrue();
        assertThat(stores().apiKeys().revoke(vendor.id(), key.id(), TestData.at(120))).isTrue();
        assertThat(stores().apiKeys().bySecretHash(hash)).get()
                .extracting(ApiKey::revokedAt).isEqualTo(Optional.of(TestData.at(60)));
    }

    @Test
    void revokingAnotherVendorsOrAnUnknownKeyIsFalse() {
        Vendor vendor = givenVendor();
        Vendor other = givenVendor();
        ApiKey key = TestData.anApiKey(vendor.id());
        String hash = hash();
        stores().apiKeys().insert(key, hash);
        assertThat(stores().apiKeys().revoke(other.id(), key.id(), TestData.at(60))).isFalse();
        assertThat(stores().apiKeys().revoke(vendor.id(), TestData.id(), TestData.at(60))).isFalse();
        assertThat(stores().apiKeys().bySecretHash(hash)).get().extracting(ApiKey::revoked).isEqualTo(false);
    }
}
