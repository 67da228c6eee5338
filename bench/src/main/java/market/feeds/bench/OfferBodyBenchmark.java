package market.feeds.bench;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.TimeUnit;
import market.feeds.application.json.BodyRead;
import market.feeds.application.json.StrictJsonReader;
import market.feeds.domain.envelope.EnvelopeRules;
import market.feeds.domain.field.OfferFields;
import market.feeds.domain.json.RawEnvelope;
import market.feeds.domain.offer.OfferFeedJudge;
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

/**
 * The JVM's share of a 5000-row {@code PATCH /v1/offers} before the database is asked anything: the strict read of
 * the body into items, the envelope rules and the field stage of every row. Issue 15's one-vendor target spends
 * these milliseconds between the request's arrival and its sku lookup.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class OfferBodyBenchmark {

    private static final int ROWS = 5000;

    private final StrictJsonReader reader = new StrictJsonReader();
    private byte[] body;
    private final byte[] oneRow = "{\"items\":[{\"sku\":\"AGRO-100001\",\"price\":123.45,\"stock\":7}]}"
            .getBytes(StandardCharsets.UTF_8);
    private RawEnvelope envelope;
    private Set<String> fields;

    @Setup
    public void build() {
        StringJoiner items = new StringJoiner(",", "{\"items\":[", "]}");
        for (int i = 0; i < ROWS; i++) {
            items.add("{\"sku\":\"AGRO-" + (100000 + i) + "\",\"price\":" + (100 + i % 900) + "." + (i % 100)
                    + ",\"stock\":" + (i % 1000) + ",\"updated_at\":\"2026-11-21T08:00:0" + (i % 10) + ".123456Z\"}");
        }
        body = items.toString().getBytes(StandardCharsets.UTF_8);
        envelope = read();
        fields = OfferFields.names();
    }

    private RawEnvelope read() {
        return ((BodyRead.Envelope) reader.read(body)).envelope();
    }

    @Benchmark
    public Object read5000OfferRows() {
        return read();
    }

    /** A small write's body: what reading costs per request, a factory of its own included. */
    @Benchmark
    public Object read1OfferRow() {
        return reader.read(oneRow);
    }

    @Benchmark
    public Object checkEnvelopeOf5000OfferRows() {
        return EnvelopeRules.check(envelope, fields);
    }

    @Benchmark
    public Object judge5000OfferRows() {
        return OfferFeedJudge.judge(envelope.items());
    }
}
