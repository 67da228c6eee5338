package market.feeds.application.testing;

import market.feeds.application.model.Vendor;

/** Builds a vendor: active, may publish, unique slug, unless told otherwise. */
public final class VendorBuilder {

    private String id = TestData.id();
    private String slug = "vendor-" + id.substring(0, 8);
    private String name = "Agro Vendor";
    private boolean active = true;
    private boolean mayPublish = true;

    public VendorBuilder withSlug(String value) {
        slug = value;
        return this;
    }

    public VendorBuilder inactive() {
        active = false;
        return this;
    }

    public VendorBuilder mayNotPublish() {
        mayPublish = false;
        return this;
    }

    public Vendor build() {
        return new Vendor(id, slug, name, active, mayPublish);
    }
}
