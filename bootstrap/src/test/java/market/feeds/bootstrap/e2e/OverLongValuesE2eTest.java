package market.feeds.bootstrap.e2e;

import static market.feeds.bootstrap.e2e.Operator.expect;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.domain.limit.EchoedValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Operations contract: values echoed in rejections and stored with them are cut to 256 characters, then "…";
 * a 16 MiB sku or millions of astral characters give a small answer and a small stored rejection.
 */
class OverLongValuesE2eTest {

    /** An answer of one rejection stays far below this whatever the sku sent. */
    private static final int SMALL_ANSWER = 8 * 1024;

    @RegisterExtension
    static final OneService service = OneService.perClass();

    @Test
    void aSixteenMebibyteSkuIsEchoedAndStoredCut() throws SQLException {
        String sku = "S".repeat(16 * 1024 * 1024 - 64);

        JsonNode rejection = rejectedOnce("long-ascii", sku);

        assertThat(rejection.get("sku").asText()).isEqualTo("S".repeat(EchoedValue.MAX_CHARACTERS) + EchoedValue.CUT_MARK);
    }

    @Test
    void millionsOfAstralCharactersAreCutByCodePointWithoutSplittingAPair() throws SQLException {
        String astral = "\uD83C\uDF3D";
        String sku = astral.repeat(4_000_000);

        JsonNode rejection = rejectedOnce("long-astral", sku);

        assertThat(rejection.get("sku").asText()).isEqualTo(astral.repeat(EchoedValue.MAX_CHARACTERS) + EchoedValue.CUT_MARK);
    }

    @Test
    void anOperatorPathValueThatFindsNothingIsNamedCut() {
        service.operator().vendor("long-path");
        String cut = "a".repeat(EchoedValue.MAX_CHARACTERS) + EchoedValue.CUT_MARK;

        Reply vendor = expect(service.operator().call("GET", "/vendors/" + "a".repeat(5000), null), 404);
        Reply key = expect(service.operator().call("DELETE", "/vendors/long-path/keys/" + "a".repeat(5000),
                null), 404);

        assertThat(vendor.json().get("detail").asText()).isEqualTo("no vendor " + cut);
        assertThat(key.json().get("detail").asText()).isEqualTo("vendor long-path has no key " + cut);
    }

    @Test
    void anUnknownRouteIsNamedCut() {
        String path = "/v1/" + "b".repeat(5000);

        Reply unknown = expect(service.http().json("GET", path, null, null), 404);

        String cut = path.substring(0, EchoedValue.MAX_CHARACTERS) + EchoedValue.CUT_MARK;
        assertThat(unknown.json().get("detail").asText()).isEqualTo("No resource at GET " + cut + ".");
    }

    /** PATCHes one row with {@code sku}; checks the answer, the rejections page and the stored row are small. */
    private JsonNode rejectedOnce(String slug, String sku) throws SQLException {
        service.operator().vendor(slug);
        VendorClient vendor = new VendorClient(service.http(), service.operator().writerKey(slug));

        Reply reply = expect(vendor.offers("{\"items\":[{\"sku\":\"" + sku + "\",\"price\":1}]}"), 202);

        assertThat(reply.body().length()).isLessThan(SMALL_ANSWER);
        JsonNode rejections = reply.json().get("rejected");
        assertThat(rejections).hasSize(1);
        Reply page = expect(vendor.rejections(reply.json().get("request_id").asText(), ""), 200);
        assertThat(page.body().length()).isLessThan(SMALL_ANSWER);
        assertThat(longestStoredSku()).isLessThanOrEqualTo(EchoedValue.MAX_CHARACTERS + 1);
        return rejections.get(0);
    }

    private static int longestStoredSku() throws SQLException {
        try (Connection connection = service.schema().dataSource().getConnection();
             PreparedStatement query = connection.prepareStatement("SELECT coalesce(max(char_length(sku)), 0) FROM rejections");
             ResultSet rows = query.executeQuery()) {
            rows.next();
            return rows.getInt(1);
        }
    }
}
