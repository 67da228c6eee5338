package market.feeds.application.service;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageApiKeysUseCase;
import market.feeds.application.port.out.ApiKeyStore;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.VendorStore;
import market.feeds.domain.access.Scope;
import market.feeds.domain.field.FieldText;

/** Operator API: issues keys (the secret only in the answer), lists and revokes them. */
public final class ManageApiKeysService implements ManageApiKeysUseCase {

    /** As a warehouse's label: a name an operator reads in a list, not a document. */
    static final int MAX_LABEL = ManageWarehousesService.MAX_TEXT;

    private final VendorStore vendors;
    private final ApiKeyStore keys;
    private final SecureRandom random;
    private final Clock clock;
    private final IdGenerator ids;

    public ManageApiKeysService(VendorStore vendors, ApiKeyStore keys, SecureRandom random, Clock clock, IdGenerator ids) {
        this.vendors = vendors;
        this.keys = keys;
        this.random = random;
        this.clock = clock;
        this.ids = ids;
    }

    @Override
    public AdminResult<IssuedKey> issue(String vendorSlug, List<String> scopes, Optional<String> label) {
        return issue(vendorSlug, scopes, label, Optional.empty());
    }

    @Override
    public AdminResult<IssuedKey> issueOnce(String vendorSlug, List<String> scopes, Optional<String> label,
                                            String issueToken) {
        return issue(vendorSlug, scopes, label, Optional.of(issueToken));
    }

    private AdminResult<IssuedKey> issue(String vendorSlug, List<String> scopes, Optional<String> label,
                                         Optional<String> issueToken) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        if (scopes.isEmpty()) {
            return AdminResult.invalid("/scopes", "a key needs at least one scope");
        }
        Optional<String> trimmed = label.map(String::strip).filter(l -> !l.isEmpty());
        if (trimmed.filter(l -> FieldText.length(l) > MAX_LABEL).isPresent()) {
            return AdminResult.invalid("/label", "a label is at most " + MAX_LABEL + " characters");
        }
        Set<Scope> granted = EnumSet.noneOf(Scope.class);
        for (int i = 0; i < scopes.size(); i++) {
            Optional<Scope> scope = Scope.fromWire(scopes.get(i));
            if (scope.isEmpty()) {
                return AdminResult.invalid("/scopes/" + i, "unknown scope; known: products:write, offers:write");
            }
            granted.add(scope.get());
        }
        String secret = ApiKeyFormat.generate(random);
        ApiKey key = new ApiKey(ids.newId(), vendor.get().id(), trimmed, granted, Timestamps.now(clock), Optional.empty());
        if (issueToken.isEmpty()) {
            keys.insert(key, ApiKeyFormat.hash(secret));
            return AdminResult.ok(new IssuedKey(key, secret));
        }
        Optional<String> issuedBefore = keys.insertOnce(key, ApiKeyFormat.hash(secret), issueToken.get());
        return issuedBefore.<AdminResult<IssuedKey>>map(id -> AdminResult.conflict("key " + id + " was created by "
                        + "this form already; its secret was shown once and is not kept. If it was not copied, revoke "
                        + "that key and create a new one."))
                .orElseGet(() -> AdminResult.ok(new IssuedKey(key, secret)));
    }

    @Override
    public AdminResult<List<ApiKey>> list(String vendorSlug) {
        return vendors.bySlug(vendorSlug)
                .<AdminResult<List<ApiKey>>>map(vendor -> AdminResult.ok(keys.forVendor(vendor.id())))
                .orElseGet(() -> AdminResult.notFound("no vendor " + vendorSlug));
    }

    @Override
    public AdminResult<Void> revoke(String vendorSlug, String keyId) {
        Optional<Vendor> vendor = vendors.bySlug(vendorSlug);
        if (vendor.isEmpty()) {
            return AdminResult.notFound("no vendor " + vendorSlug);
        }
        if (!keys.revoke(vendor.get().id(), keyId, Timestamps.now(clock))) {
            return AdminResult.notFound("vendor " + vendorSlug + " has no key " + keyId);
        }
        return AdminResult.done();
    }
}
