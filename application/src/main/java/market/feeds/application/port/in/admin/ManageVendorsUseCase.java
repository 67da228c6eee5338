package market.feeds.application.port.in.admin;

import java.util.Optional;
import market.feeds.application.model.Vendor;

/** Operator API: vendors ({@code /admin/v1/vendors}). */
public interface ManageVendorsUseCase {

    /** New vendors are active; {@code mayPublish} defaults to true, {@code name} to the slug. Slug taken → Conflict. */
    AdminResult<Vendor> create(String slug, Optional<String> name, Optional<Boolean> mayPublish);

    AdminResult<Vendor> get(String slug);

    AdminResult<Vendor> update(String slug, Optional<Boolean> active, Optional<Boolean> mayPublish);
}
