package market.feeds.application.model;

import java.util.Objects;

/** A vendor account: its slug names it on the operator API; inactive vendors get 403 everywhere. */
public record Vendor(String id, String slug, String name, boolean active, boolean mayPublish) {

    public Vendor {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(slug, "slug");
        Objects.requireNonNull(name, "name");
    }

    public Vendor withActive(boolean value) {
        return new Vendor(id, slug, name, value, mayPublish);
    }

    public Vendor withMayPublish(boolean value) {
        return new Vendor(id, slug, name, active, value);
    }
}
