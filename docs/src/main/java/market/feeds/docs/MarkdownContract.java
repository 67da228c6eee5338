package market.feeds.docs;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import market.feeds.domain.code.PullRunCode;
import market.feeds.domain.code.RequestCode;
import market.feeds.domain.code.RowCode;
import market.feeds.domain.field.FieldRule;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.field.ProductFields;
import market.feeds.domain.product.Category;
import market.feeds.domain.product.Unit;

/** The Markdown rendition of the contract for people, rendered from the same source as the OpenAPI document. */
public final class MarkdownContract {

    private MarkdownContract() {
    }

    public static String render() {
        StringBuilder md = new StringBuilder();
        md.append("# Vendor Feed Ingest API ").append(OpenApiContract.VERSION).append("\n\n")
                .append("Machine-readable contract: `/openapi.json` (OpenAPI 3.1). Every request carries "
                        + "`Authorization: Bearer <API_KEY>`.\n\n");
        md.append("## Endpoints\n\n")
                .append("| method | path | scope | success |\n|---|---|---|---|\n")
                .append("| GET | /v1/whoami | | 200 |\n")
                .append("| POST | /v1/products | products:write | 202 (200 with `dry_run=true`) |\n")
                .append("| PATCH | /v1/offers | offers:write | 202 (200 with `dry_run=true`) |\n")
                .append("| GET | /v1/requests/{request_id}/rejections | | 200 |\n\n");
        fields(md, "Product item (`POST /v1/products`)", ProductFields.all());
        fields(md, "Offer item (`PATCH /v1/offers` and the pulled feed)", OfferFields.all());
        codes(md, "Row codes (in order of precedence)", RowCode.values(), CodeMeanings.ROW, RowCode::wire);
        codes(md, "Request-level codes", RequestCode.values(), CodeMeanings.REQUEST, RequestCode::wire);
        codes(md, "Pull-run codes", PullRunCode.values(), CodeMeanings.PULL, PullRunCode::wire);
        md.append("## Categories\n\n| slug | label | aliases |\n|---|---|---|\n");
        for (Category category : Category.values()) {
            md.append("| ").append(category.slug()).append(" | ").append(category.label()).append(" | ")
                    .append(String.join(", ", category.aliases())).append(" |\n");
        }
        md.append("\n## Units\n\n| unit | accepted values |\n|---|---|\n");
        for (Unit unit : Unit.values()) {
            md.append("| ").append(unit.wire()).append(" | ").append(String.join(", ", unit.spellings())).append(" |\n");
        }
        md.append("\n## Limits\n\n")
                .append("- Items per request: 1 to 5000.\n")
                .append("- Request body: at most 16777216 bytes (413 above).\n")
                .append("- Rejections: the first 20 in a write response, the first 1000 stored for paging (`limit` 1 to 500, default 100).\n")
                .append("- Idempotency-Key: 16 to 255 characters, required unless `dry_run=true`; results kept at least 24 hours.\n")
                .append("- Rate limits per vendor: products 30 per 10 minutes, offers 30 per 60 seconds; dry runs have their own count.\n");
        return md.toString();
    }

    private static void fields(StringBuilder md, String title, List<FieldRule> rules) {
        md.append("## ").append(title).append("\n\n| field | type | required | max length | rule |\n|---|---|---|---|---|\n");
        for (FieldRule rule : rules) {
            md.append("| ").append(rule.name()).append(" | ").append(rule.type().name().toLowerCase(java.util.Locale.ROOT))
                    .append(" | ").append(rule.required() ? "yes" : "no").append(" | ")
                    .append(rule.maxLength().isPresent() ? Integer.toString(rule.maxLength().getAsInt()) : "")
                    .append(" | ").append(rule.rule()).append(" |\n");
        }
        md.append('\n');
    }

    private static <E extends Enum<E>> void codes(StringBuilder md, String title, E[] values, Map<E, String> meanings,
                                                 Function<E, String> wire) {
        md.append("## ").append(title).append("\n\n| code | meaning |\n|---|---|\n");
        for (E value : values) {
            md.append("| `").append(wire.apply(value)).append("` | ").append(meanings.get(value)).append(" |\n");
        }
        md.append('\n');
    }
}
