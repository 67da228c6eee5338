package market.feeds.adapters.http.operatorapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import market.feeds.adapters.http.support.Http.Reply;
import market.feeds.adapters.http.support.TestServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Operator listings are written out while their pages are read (decision 0408): one array of every item, and never
 * an array that parses but lacks items.
 */
class AdminListingTest {

    private static final String OFFERS = "/admin/v1/vendors/acme/offers";

    private final TestServer server = new TestServer();

    @BeforeEach
    void aVendor() {
        assertThat(server.http.json("POST", "/admin/v1/vendors", TestServer.OPERATOR_TOKEN, "{\"slug\":\"acme\"}")
                .status()).isEqualTo(201);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aListingOfSeveralPagesIsOneArrayOfEveryItemInKeyOrder() {
        server.admin.listedOffers = 2 * server.admin.listingPage + 50;

        Reply reply = listOffers();

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.header("Content-Type")).startsWith("application/json");
        assertThat(ids(reply.json())).hasSize(250).startsWith("of-1", "of-2").endsWith("of-249", "of-250")
                .doesNotHaveDuplicates();
    }

    @Test
    void aListingEndingOnAFullPageHasEveryItemOnce() {
        server.admin.listedOffers = 2 * server.admin.listingPage;

        assertThat(ids(listOffers().json())).hasSize(200).doesNotHaveDuplicates().endsWith("of-200");
    }

    @Test
    void anEmptyListingIsAnEmptyArray() {
        server.admin.listedOffers = 0;

        assertThat(listOffers().body()).isEqualTo("[]");
    }

    @Test
    void aListingWhoseFirstPageCannotBeReadIsServiceUnavailableWithRetryAfter() {
        server.admin.failingListingPage = 0;

        Reply reply = listOffers();

        assertThat(reply.status()).isEqualTo(503);
        assertThat(reply.code()).isEqualTo("service_unavailable");
        assertThat(reply.header("Retry-After")).isNotBlank();
    }

    @Test
    void aPageThatFailsBeforeAnythingWasSentIsServiceUnavailableToo() {
        server.admin.listingPage = 2;
        server.admin.listedOffers = 10;
        server.admin.failingListingPage = 1;

        Reply reply = listOffers();

        assertThat(reply.status()).isEqualTo(503);
        assertThat(reply.code()).isEqualTo("service_unavailable");
    }

    @Test
    void aPageThatFailsAfterTheArrayWentOutBreaksTheTransferInsteadOfEndingTheArray() {
        server.admin.listingPage = 1000; // about 300 KB: more than the server holds back before it sends
        server.admin.listedOffers = 2500;
        server.admin.failingListingPage = 1;

        assertThatThrownBy(this::listOffers).isInstanceOf(UncheckedIOException.class);
        assertThat(listOffersAfterRecovery().status()).as("the server goes on serving").isEqualTo(200);
    }

    private Reply listOffersAfterRecovery() {
        server.admin.failingListingPage = -1;
        return listOffers();
    }

    private Reply listOffers() {
        return server.http.json("GET", OFFERS, TestServer.OPERATOR_TOKEN, null);
    }

    private static List<String> ids(JsonNode array) {
        List<String> ids = new ArrayList<>();
        array.forEach(offer -> ids.add(offer.get("id").asText()));
        return ids;
    }
}
