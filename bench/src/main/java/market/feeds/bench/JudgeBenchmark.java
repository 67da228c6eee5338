package market.feeds.bench;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import market.feeds.domain.json.JsonValue;
import market.feeds.domain.json.RawItem;
import market.feeds.domain.offer.OfferChangeRequest;
import market.feeds.domain.offer.OfferFeedJudge;
import market.feeds.domain.offer.OfferFeedJudgement;
import market.feeds.domain.offer.OfferSnapshot;
import market.feeds.domain.offer.OfferUpdatePolicy;
import market.feeds.domain.offer.SkuResolution;
import market.feeds.domain.offer.Visibility;
import market.feeds.domain.product.ProductFeedJudge;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Judging a full request of 5000 rows on one thread: product rows (field checks, category and unit
 * resolution) and offer rows (field checks, then the policy against a resolved offer). Target: under
 * 10 ms per 5000 rows.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class JudgeBenchmark {

    private static final int ROWS = 5000;

    private List<RawItem> productRows;
    private List<RawItem> offerRows;
    private SkuResolution resolved;

    @Setup
    public void build() {
        productRows = new ArrayList<>(ROWS);
        offerRows = new ArrayList<>(ROWS);
        String[] categories = {"Насіння кукурудзи", "Fertilizers", "Гербіциди.", "ГСМ", "Запчастини"};
        String[] units = {"кг", "шт.", "л", "т", "уп"};
        for (int i = 0; i < ROWS; i++) {
            Map<String, JsonValue> product = new LinkedHashMap<>();
            product.put("sku", new JsonValue.JsonString("SKU-" + i));
            product.put("name", new JsonValue.JsonString("Гібрид кукурудзи ДКС " + i + " ФАО 320"));
            product.put("brand", new JsonValue.JsonString("Dekalb"));
            product.put("category", new JsonValue.JsonString(categories[i % categories.length]));
            product.put("unit", new JsonValue.JsonString(units[i % units.length]));
            product.put("price", new JsonValue.JsonNumber("1234.50"));
            product.put("stock", new JsonValue.JsonNumber(Integer.toString(i % 100)));
            product.put("updated_at", new JsonValue.JsonString("2026-11-20T10:15:30+02:00"));
            productRows.add(new RawItem(i, product));

            Map<String, JsonValue> offer = new LinkedHashMap<>();
            offer.put("sku", new JsonValue.JsonString("SKU-" + i));
            offer.put("price", new JsonValue.JsonNumber("99." + (i % 100)));
            offer.put("stock", new JsonValue.JsonNumber(Integer.toString(i)));
            offer.put("updated_at", new JsonValue.JsonString("2026-11-21T08:00:00Z"));
            offerRows.add(new RawItem(i, offer));
        }
        resolved = new SkuResolution.Resolved(new OfferSnapshot("offer", new BigDecimal("10"), new BigDecimal("5"),
                BigDecimal.ONE, false, Visibility.PUBLISHED, true, false, Optional.of(Instant.parse("2026-11-01T00:00:00Z"))));
    }

    @Benchmark
    public Object judge5000ProductRows() {
        return ProductFeedJudge.judge(productRows);
    }

    @Benchmark
    public void judge5000OfferRows(Blackhole sink) {
        OfferFeedJudgement judgement = OfferFeedJudge.judge(offerRows);
        for (OfferChangeRequest request : judgement.requests()) {
            sink.consume(OfferUpdatePolicy.decide(request, resolved, true));
        }
    }
}
