package market.feeds.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 12 case 6: SIGTERM under load; every acknowledged write is there after the service and database restart. */
class SigtermUnderLoadTest {

    private static final int WRITERS = 4;
    private static final int SEEDED_PRICE = 100;

    @TempDir
    static Path work;
    static ControlledPostgres postgres;

    @BeforeAll
    static void start() {
        postgres = ControlledPostgres.shared();
    }

    /** Each writer owns one sku and raises its price 101, 102…: the stored price lies between acknowledged and sent. */
    @Test
    void everyAcknowledgedWriteIsDurableAfterASigtermUnderLoad() throws Exception {
        ServiceNode node = ServiceNode.start(work, postgres, "512m", Map.of());
        SeededVendor vendor;
        int[] acknowledged = new int[WRITERS + 1];
        int[] sent = new int[WRITERS + 1];
        Arrays.fill(acknowledged, SEEDED_PRICE);
        Arrays.fill(sent, SEEDED_PRICE);
        ConcurrentLinkedQueue<Api.Reply> replies = new ConcurrentLinkedQueue<>();
        try {
            vendor = SeededVendor.create(node.api(), postgres, "sigterm-load", WRITERS);
            AtomicBoolean running = new AtomicBoolean(true);
            AtomicInteger total = new AtomicInteger();
            ExecutorService load = Executors.newFixedThreadPool(WRITERS);
            for (int w = 1; w <= WRITERS; w++) {
                int sku = w;
                load.submit(() -> {
                    for (int price = SEEDED_PRICE + 1; running.get(); price++) {
                        sent[sku] = price;
                        Api.Reply reply = node.api().vendor("PATCH", "/v1/offers", vendor.key(),
                                "sigterm-" + UUID.randomUUID(), "{\"items\":[{\"sku\":\"S-" + sku + "\",\"price\":"
                                        + price + "}]}");
                        replies.add(reply);
                        total.incrementAndGet();
                        if (reply.status() == 202) {
                            acknowledged[sku] = price;
                        } else {
                            return;
                        }
                    }
                });
            }
            while (total.get() < 40) {
                Api.pause(Duration.ofMillis(20));
            }
            node.terminate(Duration.ofSeconds(30));
            running.set(false);
            load.shutdown();
            assertThat(load.awaitTermination(2, TimeUnit.MINUTES)).isTrue();
        } finally {
            node.close();
        }
        // Restart the database: what was acknowledged must have reached the disk, not only the server's memory. The
        // service keeps no state of its own, so the stored rows are read directly rather than through a third start.
        postgres.stop();
        postgres.start();
        List<String> lost = new ArrayList<>();
        for (int sku = 1; sku <= WRITERS; sku++) {
            BigDecimal stored = price(vendor, sku);
            if (stored.compareTo(BigDecimal.valueOf(acknowledged[sku])) < 0
                    || stored.compareTo(BigDecimal.valueOf(sent[sku])) > 0) {
                lost.add("S-" + sku + ": acknowledged " + acknowledged[sku] + ", stored " + stored);
            }
        }
        assertThat(lost).as("acknowledged writes lost").isEmpty();
        assertThat(replies).filteredOn(Api.Reply::answered).extracting(Api.Reply::status)
                .as("in-flight requests finish or get a clean refusal").isSubsetOf(202, 503);
        Bounds.figure("case 6: %d PATCHes before and during SIGTERM, %d acknowledged, 0 lost after restart",
                replies.size(), replies.stream().filter(r -> r.status() == 202).count());
    }

    private static BigDecimal price(SeededVendor vendor, int sku) throws Exception {
        try (Connection connection = postgres.connect();
             PreparedStatement select = connection.prepareStatement("""
                     SELECT o.price FROM offers o JOIN vendors v ON v.id = o.vendor_id WHERE v.slug = ? AND o.sku = ?""")) {
            select.setString(1, vendor.slug());
            select.setString(2, "S-" + sku);
            try (ResultSet rows = select.executeQuery()) {
                rows.next();
                return rows.getBigDecimal(1);
            }
        }
    }
}
