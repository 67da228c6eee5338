package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parts stop in reverse order of start, each once, even when one fails; nothing starts after a stop. */
class LifecycleTest {

    private final List<String> events = new ArrayList<>();
    private final Lifecycle lifecycle = new Lifecycle();

    @Test
    void partsStopInReverseOrder() {
        lifecycle.start("database", () -> part("database"));
        lifecycle.start("pool", () -> part("pool"));
        lifecycle.run("migrations", () -> events.add("migrated"));
        lifecycle.start("http", () -> part("http"));

        lifecycle.close();
        lifecycle.close();

        assertThat(events).containsExactly("migrated", "stop http", "stop pool", "stop database");
    }

    @Test
    void aFailingStopDoesNotKeepTheOthersRunning() {
        lifecycle.start("database", () -> part("database"));
        lifecycle.start("broken", () -> () -> {
            throw new IllegalStateException("boom");
        });
        lifecycle.close();
        assertThat(events).containsExactly("stop database");
    }

    @Test
    void nothingStartsOnceAStopWasRequested() {
        lifecycle.close();
        assertThatThrownBy(() -> lifecycle.start("late", () -> part("late")))
                .isInstanceOf(Lifecycle.StopRequested.class);
        assertThat(events).isEmpty();
    }

    private AutoCloseable part(String name) {
        return () -> events.add("stop " + name);
    }
}
