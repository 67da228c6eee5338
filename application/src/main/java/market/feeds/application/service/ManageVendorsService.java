package market.feeds.application.service;

import java.util.Optional;
import java.util.regex.Pattern;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageVendorsUseCase;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.application.port.out.VendorStore;
import market.feeds.domain.limit.OperatorLimits;

/** Operator API: vendors. Slugs are lower-case ASCII words joined by hyphens (decision 0202). */
public final class ManageVendorsService implements ManageVendorsUseCase {

    static final Pattern SLUG = Pattern.compile(OperatorLimits.SLUG_PATTERN);
    static final int MAX_NAME = OperatorLimits.VENDOR_NAME;

    private final VendorStore vendors;
    private final IdGenerator ids;

    public ManageVendorsService(VendorStore vendors, IdGenerator ids) {
        this.vendors = vendors;
        this.ids = ids;
    }

    @Override
    public AdminResult<Vendor> create(String slug, Optional<String> name, Optional<Boolean> mayPublish) {
        if (slug == null || !SLUG.matcher(slug).matches()) {
            return AdminResult.invalid("/slug", "a slug is " + OperatorLimits.SLUG_MIN + " to "
                    + OperatorLimits.SLUG_MAX + " characters of a-z, 0-9 and '-', not starting with '-'");
        }
        Optional<String> trimmed = name.map(String::strip);
        if (trimmed.filter(text -> text.isEmpty() || text.codePointCount(0, text.length()) > MAX_NAME).isPresent()) {
            return AdminResult.invalid("/name", "a name is 1 to " + MAX_NAME + " characters");
        }
        Vendor vendor = new Vendor(ids.newId(), slug, trimmed.orElse(slug), true, mayPublish.orElse(true));
        if (!vendors.insert(vendor)) {
            return AdminResult.conflict("a vendor with slug " + slug + " exists");
        }
        return AdminResult.ok(vendor);
    }

    @Override
    public AdminResult<Vendor> get(String slug) {
        return vendors.bySlug(slug).map(AdminResult::ok).orElseGet(() -> AdminResult.notFound("no vendor " + slug));
    }

    @Override
    public AdminResult<Vendor> update(String slug, Optional<Boolean> active, Optional<Boolean> mayPublish) {
        // Only the flags asked for are written, in one step: a colleague's change of the other flag is kept (0218).
        return vendors.bySlug(slug).flatMap(stored -> vendors.changeFlags(stored.id(), active, mayPublish))
                .map(AdminResult::ok).orElseGet(() -> AdminResult.notFound("no vendor " + slug));
    }
}
