package market.feeds.application.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import market.feeds.application.port.in.admin.AdminResult;
import market.feeds.application.port.in.admin.ManageCatalogUseCase;
import market.feeds.application.port.out.CatalogStore;
import market.feeds.application.port.out.IdGenerator;
import market.feeds.domain.catalog.CatalogEntry;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.field.FieldText;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/** Operator API: the catalogue team adds products, one or a batch of up to 5000 in one insert. */
public final class ManageCatalogService implements ManageCatalogUseCase {

    private final CatalogStore catalog;
    private final IdGenerator ids;

    public ManageCatalogService(CatalogStore catalog, IdGenerator ids) {
        this.catalog = catalog;
        this.ids = ids;
    }

    @Override
    public AdminResult<CatalogEntry> add(NewCatalogProduct product) {
        Checked checked = check(product, "");
        if (checked.invalid() != null) {
            return checked.invalid();
        }
        catalog.insertAll(List.of(checked.entry()));
        return AdminResult.ok(checked.entry());
    }

    @Override
    public AdminResult<List<String>> addAll(List<NewCatalogProduct> products) {
        if (products.isEmpty() || products.size() > EnvelopeRules.MAX_ITEMS) {
            return AdminResult.invalid("/items", "a batch holds 1 to " + EnvelopeRules.MAX_ITEMS + " products");
        }
        List<CatalogEntry> entries = new ArrayList<>(products.size());
        for (int i = 0; i < products.size(); i++) {
            Checked checked = check(products.get(i), "/items/" + i);
            if (checked.invalid() != null) {
                return AdminResult.invalid(checked.invalid().pointer(), checked.invalid().detail());
            }
            entries.add(checked.entry());
        }
        catalog.insertAll(entries);
        return AdminResult.ok(entries.stream().map(CatalogEntry::id).toList());
    }

    private Checked check(NewCatalogProduct product, String at) {
        String name = text(product.name());
        String brand = text(product.brand());
        if (name.isEmpty() || FieldText.tooLong(name, ProductFields.NAME)) {
            return Checked.invalid(at + "/name", "a name is 1 to " + ProductFields.NAME.limit() + " characters");
        }
        if (brand.isEmpty() || FieldText.tooLong(brand, ProductFields.BRAND)) {
            return Checked.invalid(at + "/brand", "a brand is 1 to " + ProductFields.BRAND.limit() + " characters");
        }
        Optional<Category> category = Optional.ofNullable(product.category()).flatMap(Category::fromSlug);
        if (category.isEmpty()) {
            return Checked.invalid(at + "/category", "category must be a category slug, e.g. seeds");
        }
        Optional<Unit> unit = product.unit().flatMap(Unit::fromWire);
        if (product.unit().isPresent() && unit.isEmpty()) {
            return Checked.invalid(at + "/unit", "unit must be a canonical unit, e.g. kg");
        }
        return new Checked(new CatalogEntry(ids.newId(), name, brand, category.get(), unit), null);
    }

    private static String text(String value) {
        return value == null ? "" : FieldText.trim(value);
    }

    private record Checked(CatalogEntry entry, AdminResult.Invalid<CatalogEntry> invalid) {
        static Checked invalid(String pointer, String detail) {
            return new Checked(null, new AdminResult.Invalid<>(pointer, detail));
        }
    }
}
