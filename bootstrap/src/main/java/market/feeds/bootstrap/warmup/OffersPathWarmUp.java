package market.feeds.bootstrap.warmup;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.UUID;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.application.memory.InMemoryStores;
import market.feeds.application.model.ApiKey;
import market.feeds.application.model.Caller;
import market.feeds.application.model.Offer;
import market.feeds.application.model.Vendor;
import market.feeds.application.port.in.OfferUpdateResult;
import market.feeds.application.port.in.WriteCommand;
import market.feeds.application.port.in.WriteOutcome;
import market.feeds.application.service.Stores;
import market.feeds.application.service.UpdateOffersService;
import market.feeds.domain.access.Scope;
import market.feeds.domain.offer.Visibility;

/**
 * Warms the offers write path before the HTTP server takes its first request (decision 0810). A fresh JVM runs a
 * 5000-row {@code PATCH} interpreted at first, and the first twenty after a start took twice as long as later ones
 * (issue 15). So the real use case runs a few full payloads over in-memory stores (strict JSON reading, field checks,
 * sku resolution, the update policy, the journal entry), and the database adapter rehearses its statements on data
 * that matches nothing. Nothing is written anywhere the service keeps.
 */
public final class OffersPathWarmUp {

    /** The contract's largest payload: the loops the JIT must see are per row. */
    public static final int ROWS = 5000;
    static final int ROUNDS = 6;
    static final int REHEARSALS = 3;

    private OffersPathWarmUp() {
    }

    /** Runs the warm-up; {@code rehearsal} runs the database statements once per call. Returns how long it took. */
    public static Duration run(Runnable rehearsal) {
        long started = System.nanoTime();
        Stores stores = InMemoryStores.create();
        Vendor vendor = new Vendor(UUID.randomUUID().toString(), "warm-up", "Warm-up", true, true);
        stores.vendors().insert(vendor);
        ApiKey key = new ApiKey(UUID.randomUUID().toString(), vendor.id(), Optional.empty(),
                EnumSet.of(Scope.OFFERS_WRITE), Instant.EPOCH, Optional.empty());
        // The write holds its caller again inside its unit (decision 0217): the key must be found there.
        stores.apiKeys().insert(key, "0".repeat(64));
        Caller caller = new Caller(vendor, key);
        List<Offer> offers = new ArrayList<>(ROWS);
        for (int i = 0; i < ROWS; i++) {
            offers.add(new Offer(UUID.randomUUID().toString(), vendor.id(), sku(i), UUID.randomUUID().toString(),
                    BigDecimal.TEN, BigDecimal.ONE, BigDecimal.ONE, false, Visibility.PUBLISHED, true, List.of(),
                    Optional.empty(), Optional.empty()));
        }
        stores.offers().insertAll(offers);
        UpdateOffersService service = new UpdateOffersService(new StrictJsonReader(), stores.transactions(),
                stores.apiKeys(), stores.idempotency(), stores.journal(), stores.rejections(), stores.offerUpdates(),
                Clock.systemUTC());
        for (int round = 0; round < ROUNDS; round++) {
            WriteOutcome<OfferUpdateResult> outcome = service.update(new WriteCommand(caller,
                    UUID.randomUUID().toString(), false, Optional.of("warm-up-" + UUID.randomUUID()), body(round)));
            // Warming the refusal path instead of the applying one would go unnoticed: check every row applied.
            if (!(outcome instanceof WriteOutcome.Completed<OfferUpdateResult> done) || done.result().applied() != ROWS) {
                throw new IllegalStateException("the warm-up payload did not apply every row: " + outcome);
            }
        }
        for (int i = 0; i < REHEARSALS; i++) {
            rehearsal.run();
        }
        return Duration.ofNanos(System.nanoTime() - started);
    }

    private static String sku(int row) {
        return "WARM-" + row;
    }

    /** Every row changes price and stock and carries a newer timestamp than the round before, so every row applies. */
    static byte[] body(int round) {
        StringJoiner items = new StringJoiner(",", "{\"items\":[", "]}");
        for (int row = 0; row < ROWS; row++) {
            items.add("{\"sku\":\"" + sku(row) + "\",\"price\":" + (round + 1) + "." + (row % 100) + ",\"stock\":"
                    + (row + round) + ",\"updated_at\":\"2026-01-01T00:00:0" + round + ".00000" + (row % 10) + "Z\"}");
        }
        return items.toString().getBytes(StandardCharsets.UTF_8);
    }
}
