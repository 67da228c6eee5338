package market.feeds.application.service;

import static market.feeds.application.testing.InMemoryWorld.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.AuthorizeVendorUseCase.Access;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase.IssuedKey;
import market.feeds.application.testing.InMemoryWorld;
import market.feeds.domain.access.Scope;
import org.junit.jupiter.api.Test;

/** Authentication: 401 for a missing, malformed, unknown or revoked key; 403 for an inactive vendor or a scope. */
class AuthorizeVendorTest {

    private final InMemoryWorld world = new InMemoryWorld();
    private final Vendor vendor = ok(world.useCases.manageVendors().create("agro-one", Optional.empty(), Optional.empty()));

    private IssuedKey issue(String... scopes) {
        return ok(world.useCases.manageApiKeys().issue(vendor.slug(), List.of(scopes), Optional.of("erp")));
    }

    private Access authorize(String secret, Scope needed) {
        return world.useCases.authorizeVendor().authorize(Optional.ofNullable(secret), Optional.ofNullable(needed));
    }

    @Test
    void issuedKeyHasTheFormatAndIsStoredOnlyAsAHash() {
        IssuedKey issued = issue("products:write");
        assertThat(issued.secret()).startsWith("fdk_").matches("fdk_[0-9A-Za-z]+_[0-9A-Za-z]{6}");
        assertThat(ApiKeyFormat.wellFormed(issued.secret())).isTrue();
        assertThat(world.stores.apiKeys().bySecretHash(ApiKeyFormat.hash(issued.secret()))).contains(issued.key());
        assertThat(issued.toString()).doesNotContain(issued.secret());
    }

    @Test
    void keysAreRandom() {
        assertThat(ApiKeyFormat.generate(new SecureRandom())).isNotEqualTo(ApiKeyFormat.generate(new SecureRandom()));
    }

    @Test
    void aKeyIssuedEarlierKeepsItsCheckAndItsHash() {
        // Computed apart from this code (CRC32 in base62, SHA-256 in hex): keys already issued must stay valid.
        assertThat(ApiKeyFormat.wellFormed("fdk_7Xk2pQ9LmN4vB8sR1tY6uW3zA5cD0eF_33dsNO")).isTrue();
        assertThat(ApiKeyFormat.wellFormed("fdk_0000000000000000000000000_3KOfzi")).isTrue();
        assertThat(ApiKeyFormat.hash("fdk_7Xk2pQ9LmN4vB8sR1tY6uW3zA5cD0eF_33dsNO"))
                .isEqualTo("f8ec27b64f4cdac9becd387625b0351a2c789944fcc3fbb15e291d280d067e36");
    }

    @Test
    void mistypedKeyFailsItsChecksum() {
        String secret = issue("products:write").secret();
        char last = secret.charAt(secret.length() - 8);
        String typo = secret.substring(0, secret.length() - 8) + (last == 'a' ? 'b' : 'a') + secret.substring(secret.length() - 7);
        assertThat(ApiKeyFormat.wellFormed(typo)).isFalse();
        assertThat(authorize(typo, null)).isInstanceOf(Access.Unauthenticated.class);
    }

    @Test
    void missingOrUnknownKeyIsUnauthenticated() {
        assertThat(authorize(null, null)).isInstanceOf(Access.Unauthenticated.class);
        assertThat(authorize(ApiKeyFormat.generate(new SecureRandom()), null)).isInstanceOf(Access.Unauthenticated.class);
    }

    @Test
    void grantedKeyNamesItsVendorAndScopes() {
        IssuedKey issued = issue("products:write", "offers:write");
        Access access = authorize(issued.secret(), Scope.OFFERS_WRITE);
        assertThat(access).isInstanceOf(Access.Granted.class);
        assertThat(((Access.Granted) access).caller().vendor()).isEqualTo(vendor);
    }

    @Test
    void keyWithoutTheScopeIsForbiddenNamingIt() {
        IssuedKey issued = issue("products:write");
        assertThat(authorize(issued.secret(), Scope.OFFERS_WRITE)).isEqualTo(new Access.Forbidden("key lacks scope offers:write"));
    }

    @Test
    void inactiveVendorIsForbiddenEvenWithoutAScope() {
        IssuedKey issued = issue("products:write");
        ok(world.useCases.manageVendors().update(vendor.slug(), Optional.of(false), Optional.empty()));
        assertThat(authorize(issued.secret(), null)).isEqualTo(new Access.Forbidden("vendor is inactive"));
    }

    @Test
    void revokedKeyIsUnauthenticated() {
        IssuedKey issued = issue("products:write");
        assertThat(world.useCases.manageApiKeys().revoke(vendor.slug(), issued.key().id())).isEqualTo(AdminResult.done());
        assertThat(authorize(issued.secret(), null)).isInstanceOf(Access.Unauthenticated.class);
        List<ApiKey> keys = ok(world.useCases.manageApiKeys().list(vendor.slug()));
        assertThat(keys).singleElement().satisfies(key -> assertThat(key.revokedAt()).isPresent());
    }

    @Test
    void keyRequestsAreChecked() {
        assertThat(world.useCases.manageApiKeys().issue(vendor.slug(), List.of(), Optional.empty()))
                .isEqualTo(AdminResult.invalid("/scopes", "a key needs at least one scope"));
        assertThat(world.useCases.manageApiKeys().issue(vendor.slug(), List.of("offers:write", "admin"), Optional.empty()))
                .isInstanceOfSatisfying(AdminResult.Invalid.class, invalid -> assertThat(invalid.pointer()).isEqualTo("/scopes/1"));
        assertThat(world.useCases.manageApiKeys().issue("nope", List.of("offers:write"), Optional.empty()))
                .isInstanceOf(AdminResult.NotFound.class);
        assertThat(world.useCases.manageApiKeys().revoke(vendor.slug(), "nope")).isInstanceOf(AdminResult.NotFound.class);
    }
}
