package market.feeds.adapters.http.body;

import io.javalin.http.Context;
import java.time.Duration;
import java.util.Objects;

/**
 * How the server takes in request bodies: the shared byte budget and the whole-body deadline, and the count of how
 * bodies were read. The server puts it on every request ({@link #attach}); {@link BoundedBody} reads by it.
 */
public record BodyIntake(BodyBudget budget, Duration deadline, BodyArrivals arrivals) {

    /** A 16 MiB body at 600 KB/s arrives in 30 s; a sender slower than that holds memory for nothing (0504). */
    public static final Duration DEADLINE = Duration.ofSeconds(30);

    private static final String ATTRIBUTE = BodyIntake.class.getName();

    public BodyIntake {
        Objects.requireNonNull(budget, "budget");
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(arrivals, "arrivals");
        if (deadline.isNegative() || deadline.isZero()) {
            throw new IllegalArgumentException("the body deadline must be positive, got " + deadline);
        }
    }

    public BodyIntake(BodyBudget budget, Duration deadline) {
        this(budget, deadline, new BodyArrivals());
    }

    /** The default: a budget of half the maximum heap, the 30 s deadline. */
    public static BodyIntake forThisProcess() {
        return new BodyIntake(BodyBudget.forHeap(Runtime.getRuntime().maxMemory()), DEADLINE);
    }

    public void attach(Context ctx) {
        ctx.attribute(ATTRIBUTE, this);
    }

    static BodyIntake of(Context ctx) {
        BodyIntake intake = ctx.attribute(ATTRIBUTE);
        if (intake == null) {
            throw new IllegalStateException("no body intake on the request; HttpServer attaches it");
        }
        return intake;
    }
}
