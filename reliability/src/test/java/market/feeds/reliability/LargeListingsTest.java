package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A vendor's whole offers and positions are listed at a small heap (decision 0408): the listing is written while
 * its pages are read, so its length does not decide the memory it takes. Before, one listing of 200,000 offers at
 * {@code -Xmx128m} ran the service out of memory, killed its background threads and left it unable to answer.
 */
class LargeListingsTest {

    private static final int OFFERS = 200_000;
    private static final JsonFactory JSON = new JsonFactory();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @RegisterExtension
    static final OneNode service = OneNode.withHeap("128m");

    private static SeededVendor vendor;

    @BeforeAll
    static void aVendorWithManyLinkedOffers() throws SQLException {
        vendor = SeededVendor.create(service.node().api(), service.postgres(), "many-offers", OFFERS);
        try (Connection connection = service.postgres().connect();
             PreparedStatement positions = connection.prepareStatement("""
                     INSERT INTO positions (id, vendor_id, sku, name, brand, category, unit, price, stock, moq, state,
                                            request_id, idx, offer_id)
                     SELECT gen_random_uuid(), o.vendor_id, o.sku, 'Seed ' || o.sku, 'Agro', 'seeds', 'bag', 100, 10,
                            1, 'linked', gen_random_uuid(), 0, o.id
                     FROM offers o JOIN vendors v ON v.id = o.vendor_id WHERE v.slug = ?""")) {
            positions.setString(1, vendor.slug());
            positions.executeUpdate();
        }
    }

    @Test
    void everyOfferAndEveryPositionOfAVendorIsListedAtASmallHeapBothAtOnce() {
        CompletableFuture<Listed> offers = CompletableFuture.supplyAsync(() -> list("/offers"));
        CompletableFuture<Listed> positions = CompletableFuture.supplyAsync(() -> list("/positions?state=linked"));

        for (Listed listed : List.of(offers.join(), positions.join())) {
            assertThat(listed.status()).as(listed.toString()).isEqualTo(200);
            assertThat(listed.items()).as(listed.toString()).isEqualTo(OFFERS);
        }
        assertThat(offers.join().idsAscending()).as("offers in order of their ids, each once").isTrue();
        assertThat(service.node().log()).doesNotContain("OutOfMemoryError", "internal_error");
        assertThat(service.node().api().healthy()).isTrue();
    }

    /** Counts the array's items as they arrive, as a client of a long listing would. */
    private static Listed list(String path) {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.node().port()
                        + "/admin/v1/vendors/" + vendor.slug() + path))
                .header("Authorization", "Bearer " + ServiceNode.OPERATOR_TOKEN).timeout(Api.CLIENT_GIVES_UP).GET()
                .build();
        try {
            HttpResponse<InputStream> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body(); JsonParser parser = JSON.createParser(body)) {
                if (response.statusCode() != 200) {
                    return new Listed(path, response.statusCode(), 0, false);
                }
                int items = 0;
                boolean ascending = true;
                String previous = "";
                assertThat(parser.nextToken()).isEqualTo(JsonToken.START_ARRAY);
                while (parser.nextToken() == JsonToken.START_OBJECT) {
                    items++;
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String field = parser.currentName();
                        parser.nextToken();
                        if (field.equals("id")) {
                            ascending &= parser.getText().compareTo(previous) > 0;
                            previous = parser.getText();
                        }
                        parser.skipChildren();
                    }
                }
                return new Listed(path, 200, items, ascending);
            }
        } catch (IOException e) {
            return new Listed(path + " (" + e + ")", 0, 0, false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private record Listed(String path, int status, int items, boolean idsAscending) {
    }
}
